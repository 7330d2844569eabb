import { type Infer, object, optional } from "superstruct";
import { isRequiredInquiryField as required } from "./inquiry-fields.ts";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { companySizes, firstNeeds, locales, projectTimelines, projectTypes, salutations } from "./options.ts";
import { check, type CheckResult, choice, email, phone, text } from "./validation.ts";

/**
 * What a visitor's inquiry says: the questionnaire's fields plus locale, partner and
 * honeypot. The questionnaire checks exactly this before it sends; the API checks it again
 * inside `InquirySchema` (inquiry.ts), which adds attribution and the partner's hidden
 * fields. Those two are cleaned by the widgets (attribution-clean.ts), never typed by the
 * visitor, so the widgets do not carry their schemas. Apart from the fields
 * (inquiry-fields.ts), so the widget loads these rules after its first render.
 */
export const inquiryFormRules = {
  projectType: choice(projectTypes),
  projectDescription: text({ max: limits.projectDescription, required: required("projectDescription"), multiline: true }),
  projectTimeline: choice(projectTimelines),
  companyName: text({ max: limits.companyName, required: required("companyName"), kind: "plain" }),
  companySize: choice(companySizes),
  industry: text({ max: limits.industry, required: required("industry"), kind: "plain" }),
  name: text({ max: limits.name, required: required("name"), kind: "name" }),
  email: email({ max: limits.email, required: required("email") }),
  phone: phone({ max: limits.phone, required: required("phone") }),
  salutation: choice(salutations),
  role: text({ max: limits.role, required: required("role"), kind: "plain" }),
  firstNeed: choice(firstNeeds),
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
};

export const InquiryFormSchema = object(inquiryFormRules);
export type InquiryFormBody = Infer<typeof InquiryFormSchema>;

/** The questionnaire's check before it sends (the API's check of the same fields). */
export function validateInquiryForm(input: unknown): CheckResult<InquiryFormBody> {
  return check(InquiryFormSchema, input);
}
