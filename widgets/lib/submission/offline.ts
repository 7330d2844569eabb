import type { OutcomeForm, ShownOutcome, SubmissionOutcome } from "./types.ts";

/**
 * What shows when a form's lazy boundary, with the code that shows the rest, cannot be
 * fetched: the form's fallback text beside the button, the focus on it, every value kept.
 */
export function offlineOutcome(outcome: SubmissionOutcome, { i18n, fallback }: Pick<OutcomeForm, "i18n" | "fallback">): ShownOutcome {
  return {
    effect: { kind: "failed", failure: "failure" in outcome ? outcome.failure : undefined },
    change: { note: i18n._(fallback), focus: "submit" },
  };
}
