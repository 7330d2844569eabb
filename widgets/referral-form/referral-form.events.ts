import type { ErrorCode } from "../../contract/errors.ts";

/** `agency-referral-submitted`: the referral is stored; `id` is the API's id (`ref_...`). */
export interface ReferralSubmittedDetail {
  id: string;
}

/**
 * `agency-referral-error`: a submission failed. `status` is the HTTP status, 0 when no
 * answer came (`network`, `timeout`). The form keeps everything typed.
 */
export interface ReferralErrorDetail {
  error: ErrorCode | "network" | "timeout";
  status: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    "agency-referral-submitted": CustomEvent<ReferralSubmittedDetail>;
    "agency-referral-error": CustomEvent<ReferralErrorDetail>;
  }
}
