/**
 * One mapping of a submission's outcome to what a form does and shows, behind its lazy
 * boundary: each form passes its own texts and says what a success becomes.
 */
import { bookingUrl } from "./booking-url.ts";
import { type FailedEffect, type NoteChange, noteChange } from "./boundary.ts";
import { endToast, toastFailure, unverifiedNote } from "./feedback.ts";
import type { OutcomeForm, SubmissionOutcome } from "./types.ts";

/** A stored lead as a form's success needs it: `url` is the booking page with the visitor's details, `token` an inquiry's proof for booking its call. */
export interface StoredLead {
  id: string;
  url: string;
  token?: string;
}

/**
 * What an outcome of a form's sending shows, the same for every form: the state change its
 * controller applies (a success is what the form's `stored` makes of it; a failure, its
 * note) and, not as data but at once, the toasts: any answer ends the one on screen, and a
 * refusal no field explains raises its own. Refused fields go to final-form in the effect.
 */
export function outcomeOf<R>(
  outcome: SubmissionOutcome<string, { name?: string; email?: string }>,
  form: OutcomeForm,
  stored: (lead: StoredLead) => R,
): R | { effect: FailedEffect | { kind: "held" }; change: NoteChange } {
  const { i18n } = form;
  endToast();
  if (outcome.kind === "stored") {
    const { id, bookingToken: token } = outcome;
    return stored({
      id,
      token,
      url: bookingUrl(form.calendarUrl, outcome.body, form.lead ? { id, param: form.lead.param, token } : undefined),
    });
  }
  if (outcome.kind === "unverified") return { effect: { kind: "held" }, change: { formNote: unverifiedNote(i18n), alert: "" } };
  const note = toastFailure(i18n, outcome, form);
  const fields = outcome.kind === "invalid" ? { fields: outcome.fields } : {};
  const offline = outcome.kind === "offline";
  return {
    effect: { kind: "failed", ...fields, failure: outcome.failure },
    change: noteChange(offline || form.repeat ? note : "", offline ? note : ""),
  };
}
