/**
 * The referral form's lazy boundary, which its controller imports: what every form's
 * brings, and the referral's own rules, outcome, texts and confirmation.
 */
export { validateReferralForm as rules } from "../../contract/referral/rules.ts";
export { outcomeCatalog as laterCatalog } from "../lib/i18n/outcome-catalog.ts";
export * from "../lib/submission/later.ts";

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReferralField } from "../../contract/referral/fields.ts";
import type { ReferralFormBody } from "../../contract/referral/rules.ts";
import type { NoteChange } from "../lib/submission/boundary.ts";
import { outcomeOf } from "../lib/submission/outcome.ts";
import type { SubmissionOutcome } from "../lib/submission/types.ts";
import { SuccessView, successMessage } from "./referral-form.success.tsx";
import type { ReferralEffect, ReferralSettings, ReferralState } from "./referral-form.types.ts";

/** What the view renders of this boundary once it is there: the confirmation. */
export const views = { SuccessView };

const thanks = msg`Thank you!`;

/**
 * How an answered referral shows, in the same
 * shape as the questionnaire's: what the view does (`effect`) and the form's state to show
 * (`change`); a failure shows as in every form (`outcomeOf`), a success becomes the
 * confirmation, announced. Only an answered submission needs it, so it sits behind the
 * lazy boundary.
 *
 * @param fallback The controller's own text for a failure, also shown when this boundary cannot be fetched.
 */
export function formOutcomeOf(
  outcome: SubmissionOutcome<ReferralField, ReferralFormBody>,
  { i18n, calendarUrl }: ReferralSettings,
  fallback: MessageDescriptor,
): { effect: ReferralEffect; change: Pick<ReferralState, "phase" | "status" | "focus"> | NoteChange } {
  return outcomeOf(outcome, { i18n, fallback, calendarUrl }, ({ id, url }) => {
    const status = [thanks, successMessage].map((text) => i18n._(text)).join(" ");
    return { effect: { kind: "submitted", id }, change: { phase: { kind: "submitted", id, url }, status, focus: { target: "success" } } };
  });
}
