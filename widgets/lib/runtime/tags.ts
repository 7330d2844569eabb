/**
 * The elements' tag names and the trigger attribute: framework-free, so the embed loader
 * knows them without importing any element's code.
 */
export const QUESTIONNAIRE_TAG = "agency-questionnaire";
export const REFERRAL_FORM_TAG = "agency-referral-form";
export const COOKIE_CONSENT_TAG = "agency-cookie-consent";
/** Any element with this attribute opens the questionnaire on click (value: an element id, optional). */
export const QUESTIONNAIRE_TRIGGER = "data-agency-questionnaire";
