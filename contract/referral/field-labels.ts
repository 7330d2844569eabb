import type { MessageDescriptor } from "@lingui/core";
import type { ReferralField } from "./fields.ts";

/**
 * The one place the referral form's field labels are written, read as the questionnaire's
 * are (../inquiry/field-labels.ts). Each names whose detail it is (the referrer's or the referred
 * person's), so one label reads right in the form (under "Your details" and "The person you
 * recommend") and in the staff's mail and CLI, where both people stand on one page.
 * `confirmed` is the fact staff read; the form's checkbox states the full declaration.
 */
export const referralFieldLabels: Readonly<Record<ReferralField, MessageDescriptor>> = {
  name: /*i18n*/ { id: "field.referrerName", message: "Referrer’s name" },
  email: /*i18n*/ { id: "field.referrerEmail", message: "Referrer’s email" },
  companyName: /*i18n*/ { id: "field.referrerCompany", message: "Referrer’s company" },
  referralName: /*i18n*/ { id: "field.referralName", message: "Referred person’s name" },
  referralEmail: /*i18n*/ { id: "field.referralEmail", message: "Referred person’s email" },
  referralCompany: /*i18n*/ { id: "field.referralCompany", message: "Referred person’s company" },
  confirmed: /*i18n*/ { id: "field.contactConfirmed", message: "Agreed to be contacted" },
};
