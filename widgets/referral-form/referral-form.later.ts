/**
 * The referral form's lazy boundary, which its controller imports: what every form's
 * brings, and the referral's own rules, outcome, texts and confirmation.
 */
export { validateReferralForm as rules } from "../../contract/referral/rules.ts";
export { outcomeCatalog as laterCatalog } from "../lib/outcome-catalog.ts";
export * from "../lib/submission/later.ts";
export { formOutcomeOf } from "./referral-form.outcome.ts";

import { SuccessView } from "./referral-form.success.tsx";

/** What the view renders of this boundary once it is there: the confirmation. */
export const views = { SuccessView };
