/**
 * A failed submission in words, behind a form's lazy boundary: the error toast and the
 * note beside the button.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toasts } from "../toast/index.ts";
import type { OutcomeForm, SubmissionOutcome } from "./types.ts";

/** A submission that did not end stored and was not held back for the bot check. */
export type FailedOutcome = Extract<SubmissionOutcome, { kind: "invalid" | "refused" | "offline" }>;

const texts = {
  // One title for every form's failures: the visitor meets the same failure the same way.
  title: msg`Something went wrong`,
  invalid: msg`Please check the highlighted field.`,
  rateLimited: msg`Too many requests. Please try again shortly.`,
  offline: msg`We could not reach our server. Please check your connection and try again.`,
  botCheckFailed: msg`The security check failed. Please complete it again, then send once more.`,
  unverified: msg`Please complete the security check above the button first.`,
};

/**
 * Tells the visitor why a submission did not go through, in the widget's language, and
 * returns the text for the line beside the button. Only a refusal no field explains is a
 * toast (`inDialog`: inside the open dialog): a refused field says it at the field, offline
 * the line beside the button says it, and a toast would repeat it over the form on a phone.
 */
export function toastFailure(i18n: I18n, outcome: FailedOutcome, form: Pick<OutcomeForm, "fallback" | "inDialog">): string {
  const description = i18n._(
    outcome.kind === "invalid"
      ? texts.invalid
      : outcome.kind === "offline"
        ? texts.offline
        : outcome.reason === "rate_limited"
          ? texts.rateLimited
          : outcome.reason === "bot_check_failed"
            ? texts.botCheckFailed
            : form.fallback,
  );
  if (outcome.kind === "refused") toasts.show({ variant: "destructive", title: i18n._(texts.title), description }, form.inDialog);
  return description;
}

/**
 * Ends the toast on screen when a form answers: a failure's toast spoke of the try before,
 * and any other (a cookie choice's) would cover the answer on a phone.
 */
export function endToast(): void {
  toasts.dismiss();
}

/** Why nothing was sent yet: the security check beside the button is not done. */
export function unverifiedNote(i18n: I18n): string {
  return i18n._(texts.unverified);
}
