/**
 * Every form's field labels, for the readers of both forms' leads (the mails, the staff
 * CLI and inbox). Each form's widget imports its own file, so it downloads only its labels.
 */
export { inquiryFieldLabels } from "./inquiry-field-labels.ts";
export { referralFieldLabels } from "./referral-field-labels.ts";
