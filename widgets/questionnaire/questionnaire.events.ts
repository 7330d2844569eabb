import type { ErrorCode } from "../../contract/errors.ts";

/** `agency-questionnaire-submitted`: the lead is stored; `id` is the API's lead id. */
export interface QuestionnaireSubmittedDetail {
  id: string;
}

/**
 * `agency-questionnaire-error`: a submission failed. `status` is the HTTP status, 0 when
 * no answer came (`network`, `timeout`). The dialog stays open with everything typed.
 */
export interface QuestionnaireErrorDetail {
  error: ErrorCode | "network" | "timeout";
  status: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    "agency-questionnaire-open": CustomEvent<void>;
    "agency-questionnaire-close": CustomEvent<void>;
    "agency-questionnaire-submitted": CustomEvent<QuestionnaireSubmittedDetail>;
    "agency-questionnaire-error": CustomEvent<QuestionnaireErrorDetail>;
  }
}
