import type { MessageDescriptor } from "@lingui/core";
import type { InquiryField } from "./fields.ts";

/**
 * The one place the questionnaire's field labels are written: the form, the mails and the
 * staff CLI all read them here (the last two through ../lead/field-labels.ts), so a field is called
 * the same wherever a person meets it, in every language (translated once, in the `labels`
 * catalog beside the option labels).
 *
 * Plain message descriptors with explicit ids, marked for `lingui extract`, as in
 * ./option-labels.ts: the Worker and the CLI run without the Lingui macro. Apart from the
 * referral form's (../referral/field-labels.ts) so that neither form downloads the other's.
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
