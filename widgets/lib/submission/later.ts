/**
 * What every form's lazy boundary brings: attribution, the bot check, the code that sends
 * and the texts of refused fields. A form's `*.later.ts` re-exports it and adds its own
 * rules, outcome, texts and views.
 */
export { currentCampaign, followConsent, hiddenFieldsOf } from "../attribution.ts";
export { fieldErrorMessage, refusedField } from "../field-errors.ts";
export { mountTurnstile } from "../turnstile.ts";
export { postSubmission, prepareSubmission } from "./send.ts";
