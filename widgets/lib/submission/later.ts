/**
 * What every form's lazy boundary brings: attribution, the bot check, the code that sends
 * and the texts of refused fields. A form's `*.later.ts` re-exports it and adds its own
 * rules, outcome, texts and views.
 */

export { mountTurnstile } from "../net/turnstile.ts";
export { currentCampaign, followConsent, hiddenFieldsOf } from "../tracking/attribution.ts";
export { fieldErrorMessage, refusedField } from "../ui/field-errors.ts";
export { postSubmission, prepareSubmission } from "./send.ts";
