/**
 * How an answered inquiry shows, behind the lazy boundary: the effect for the view and
 * the questionnaire's state to show.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry/rules.ts";
import { outcomeOf } from "../lib/submission/outcome.ts";
import type { SubmissionOutcome } from "../lib/submission/types.ts";
import type { FocusTarget, QuestionnaireEffect, QuestionnairePhase, QuestionnaireSettings } from "./questionnaire.types.ts";

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
