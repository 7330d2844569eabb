/**
 * One mapping of a submission's outcome to what a form does and shows, behind its lazy
 * boundary: each form passes its own texts.
 */
import { bookingUrl } from "../booking.ts";
import { toastFailure, unverifiedNote } from "./feedback.ts";
import type { OutcomeForm, ShownOutcome, SubmissionOutcome } from "./types.ts";

/**
 * What an outcome of a form's sending shows, the same for every form, with the form's own
 * texts: after a success the booking page's address and what is announced; after a failure
 * the toast, the line beside the button and the focus on it (offline the line alone,
 * announced); refused fields go to final-form
 * in the effect, and the controller shows them instead of `change` when one is the form's.
 * It sits behind the form's lazy boundary with the toasts it shows.
 */
export function outcomeOf(outcome: SubmissionOutcome<string, { name?: string; email?: string }>, form: OutcomeForm): ShownOutcome {
  const { i18n } = form;
  if (outcome.kind === "stored") {
    const { id, bookingToken: token } = outcome;
    const url = bookingUrl(form.calendarUrl, outcome.body, form.lead ? { id, param: form.lead.param, token } : undefined);
    const status = form.thanks?.map((text) => i18n._(text)).join(" ");
    return { effect: { kind: "submitted", id, url, token }, change: status ? { status, focus: "success" } : {} };
  }
  if (outcome.kind === "unverified") return { effect: { kind: "held" }, change: { note: unverifiedNote(i18n) } };
  const note = toastFailure(i18n, outcome, form);
  const fields = outcome.kind === "invalid" ? { fields: outcome.fields } : {};
  const shown = outcome.kind === "offline" ? { note, alert: note } : form.repeat ? { note } : {};
  return { effect: { kind: "failed", ...fields, failure: outcome.failure }, change: { ...shown, focus: "submit" } };
}
