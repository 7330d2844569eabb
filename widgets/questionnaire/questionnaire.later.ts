/**
 * The questionnaire's lazy boundary, which its controller imports: what every form's
 * brings, and the questionnaire's own rules, outcome, texts, funnel, free times and the
 * views that show only after the steps.
 */
export { validateInquiryForm as rules } from "../../contract/inquiry/rules.ts";
export { createFunnel } from "../lib/funnel.ts";
export * from "../lib/submission/later.ts";
export { freeTimes } from "./booking/booking.free-times.ts";
export { keptCallExists } from "./booking/booking.kept.ts";
export { laterCatalog } from "./questionnaire.later-catalog.ts";
export { showBookingPage } from "./questionnaire.success.tsx";

import type { MessageDescriptor } from "@lingui/core";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry/rules.ts";
import { outcomeOf } from "../lib/submission/outcome.ts";
import type { SubmissionOutcome } from "../lib/submission/types.ts";
import { InlineConfirmation } from "./questionnaire.success.tsx";
import { BookingNote, Summary } from "./questionnaire.summary.tsx";
import type { FocusTarget, QuestionnaireEffect, QuestionnairePhase, QuestionnaireSettings } from "./questionnaire.types.ts";

/** What the view renders of this boundary once it is there: the summary, its note and the inline confirmation. */
export const views = { BookingNote, InlineConfirmation, Summary };

/**
 * The booking step's chunk, which the controller fetches after a 201. Its `import()` is
 * written here, not in the controller: the bundler then knows this boundary is loaded
 * first, and the modules both share stay in this chunk instead of a chunk of their own.
 */
export const bookingStep = () => import("./booking/booking.later.tsx");

/**
 * How an answered inquiry shows, as plain data for the controller to apply: what the view
 * does (`effect`) and the questionnaire's state to show (`change`). Refused fields go to
 * final-form in the effect; the controller shows them instead of `change` when one is the
 * form's. Only an answered submission needs it, so it sits behind the lazy boundary.
 *
 * @param fallback The controller's own text for a failure, also shown when this boundary cannot be fetched.
 */
export function formOutcomeOf(
  outcome: SubmissionOutcome<InquiryField, InquiryFormBody>,
  settings: QuestionnaireSettings,
  fallback: MessageDescriptor,
): {
  effect: QuestionnaireEffect;
  change: { phase: QuestionnairePhase } | { formNote: string; alert: string; focus?: { target: FocusTarget } };
} {
  const { i18n, calendarUrl, bookingLeadParam: param } = settings;
  const form = { i18n, fallback, inDialog: !settings.inline, repeat: true, calendarUrl, lead: { param } };
  const { effect, change } = outcomeOf(outcome, form);
  if (effect.kind === "submitted") {
    const { id, url, token } = effect;
    // The booking step follows in the dialog only when the Worker gave the lead's proof for it.
    const booking = settings.booking === "inline" && token !== undefined;
    const phase = booking ? { kind: "booking" as const, id, url, token } : { kind: "submitted" as const, id, url };
    return { effect: { kind: "submitted", id, url, booking }, change: { phase } };
  }
  const focus = change.focus === "submit" ? { focus: { target: "submit" as const } } : {};
  return { effect, change: { formNote: change.note ?? "", alert: change.alert ?? "", ...focus } };
}
