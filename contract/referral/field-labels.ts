import type { MessageDescriptor } from "@lingui/core";
import type { ReferralField } from "./fields.ts";

/**
 * The referral form's labels, read as the questionnaire's are. Each names whose detail it is,
 * so a label reads right both in the form and where both people stand on one page.
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
