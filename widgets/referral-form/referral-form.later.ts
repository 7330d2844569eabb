/**
 * The referral form's lazy boundary: everything to check and send, behind the one
 * `import()` its controller owns (`importLater`, referral-form.boundaries.ts). What shows and takes input (the element, the form, its fields
 * and texts) is no part of it; the contract's rules, the code that sends, attribution, the
 * bot check, the texts of a failure and the confirmation (`views`, with the booking page's
 * address) are. It loads once the browser is idle after the first render, and at the
 * latest with the first submit.
 */
export { validateReferralForm as rules } from "../../contract/referral/rules.ts";
export { currentCampaign, followConsent, hiddenFieldsOf } from "../lib/attribution.ts";
export { fieldErrorMessage, refusedField } from "../lib/field-errors.ts";
export { outcomeCatalog as laterCatalog } from "../lib/outcome-catalog.ts";
export { postSubmission, prepareSubmission } from "../lib/submission/send.ts";
export { mountTurnstile } from "../lib/turnstile.ts";
export { formOutcomeOf } from "./referral-form.outcome.ts";

import { SuccessView } from "./referral-form.success.tsx";

/** What the view renders of this boundary once it is there, and nothing else of it: the confirmation. */
export const views = { SuccessView };
