/**
 * The questionnaire's lazy boundary, which its controller imports: what every form's
 * brings, and the questionnaire's own rules, outcome, texts, funnel, free times and the
 * views that show only after the steps.
 */
export { validateInquiryForm as rules } from "../../contract/inquiry/rules.ts";
export * from "../lib/submission/later.ts";
export { createFunnel } from "../lib/tracking/funnel.ts";
export { freeTimes } from "./booking/booking.free-times.ts";
export { keptCallExists } from "./booking/booking.kept.ts";
export { laterCatalog } from "./questionnaire.later-catalog.ts";
export { showBookingPage } from "./questionnaire.success.tsx";

import type { MessageDescriptor } from "@lingui/core";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry/rules.ts";
import type { NoteChange } from "../lib/submission/boundary.ts";
import { outcomeOf } from "../lib/submission/outcome.ts";
import type { SubmissionOutcome } from "../lib/submission/types.ts";
import { InlineConfirmation } from "./questionnaire.success.tsx";
import { BookingNote, Summary } from "./questionnaire.summary.tsx";
import type { QuestionnaireEffect, QuestionnairePhase, QuestionnaireSettings } from "./questionnaire.types.ts";

/** What the view renders of this boundary once it is there: the summary, its note and the inline confirmation. */
export const views = { BookingNote, InlineConfirmation, Summary };

/**
 * The booking step's chunk, which the controller fetches after a 201. Its `import()` is
 * written here, not in the controller: the bundler then knows this boundary is loaded
 * first, and the modules both share stay in this chunk instead of a chunk of their own.
 */
export const bookingStep = () => import("./booking/booking.later.tsx");

/**
 * How an answered inquiry shows: what the view does (`effect`) and the questionnaire's
 * state for the controller to apply (`change`); a failure shows as in
 * every form (`outcomeOf`), a success becomes the phase after the form. Only an answered
 * submission needs it, so it sits behind the lazy boundary.
 *
 * @param fallback The controller's own text for a failure, also shown when this boundary cannot be fetched.
 */
export function formOutcomeOf(
  outcome: SubmissionOutcome<InquiryField, InquiryFormBody>,
  settings: QuestionnaireSettings,
  fallback: MessageDescriptor,
): { effect: QuestionnaireEffect; change: { phase: QuestionnairePhase } | NoteChange } {
  const { i18n, calendarUrl, bookingLeadParam: param } = settings;
  const form = { i18n, fallback, inDialog: !settings.inline, repeat: true, calendarUrl, lead: { param } };
  return outcomeOf(outcome, form, ({ id, url, token }) => {
    // The booking step follows in the dialog only when the Worker gave the lead's proof for it.
    const booking = settings.booking === "inline" && token !== undefined;
    const phase: QuestionnairePhase = booking ? { kind: "booking", id, url, token } : { kind: "submitted", id, url };
    return { effect: { kind: "submitted", id, url, booking }, change: { phase } };
  });
}
