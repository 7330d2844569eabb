import type { MessageDescriptor } from "@lingui/core";
import type { InquiryField } from "./inquiry-fields.ts";
import type { ReferralField } from "./referral-fields.ts";

/**
 * The one place the fields' labels are written: the forms, the mails and the staff CLI all
 * read them here, so a field is called the same wherever a person meets it, in every
 * language (translated once, in the `labels` catalog beside the option labels).
 *
 * Plain message descriptors with explicit ids, marked for `lingui extract`, as in
 * ./option-labels.ts: the Worker and the CLI run without the Lingui macro.
 */
export const inquiryFieldLabels: Readonly<Record<InquiryField, MessageDescriptor>> = {
  projectType: /*i18n*/ { id: "field.projectType", message: "Project type" },
  projectDescription: /*i18n*/ { id: "field.projectDescription", message: "Project description" },
  projectTimeline: /*i18n*/ { id: "field.projectTimeline", message: "Timeline" },
  companyName: /*i18n*/ { id: "field.companyName", message: "Company name" },
  companySize: /*i18n*/ { id: "field.companySize", message: "Company size" },
  industry: /*i18n*/ { id: "field.industry", message: "Industry" },
  name: /*i18n*/ { id: "field.name", message: "Full name" },
  email: /*i18n*/ { id: "field.email", message: "Email" },
  phone: /*i18n*/ { id: "field.phone", message: "Phone" },
  salutation: /*i18n*/ { id: "field.salutation", message: "Salutation" },
  role: /*i18n*/ { id: "field.role", message: "Role" },
  firstNeed: /*i18n*/ { id: "field.firstNeed", message: "What would help you first" },
};

/**
 * The referral form's fields. Each names whose detail it is (the referrer's or the referred
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
