import { type Infer, object, optional } from "superstruct";
import { AttributionSchema, HiddenFieldsSchema } from "./attribution.ts";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { companySizes, locales, projectTimelines, projectTypes } from "./options.ts";
import { check, type CheckResult, choice, email, phone, text } from "./validation.ts";

/** The questionnaire's fields as the visitor sees them, in step order: the project first, then the company, then how to reach the person. */
export const inquiryFields = {
  projectDetails: ["projectType", "projectDescription", "projectTimeline"],
  companyInfo: ["companyName", "companySize", "industry"],
  contactInfo: ["name", "email", "phone"],
} as const;

export type InquiryField = (typeof inquiryFields)[keyof typeof inquiryFields][number];

/** Required fields carry an asterisk in the form. */
export const requiredInquiryFields: readonly InquiryField[] = ["projectDescription", "companyName", "name", "email"];

/** `POST /api/inquiries`: the nine questionnaire fields plus locale, partner, attribution, hidden fields and honeypot. */
export const InquirySchema = object({
  projectType: choice(projectTypes),
  projectDescription: text({ max: limits.projectDescription, required: true, multiline: true }),
  projectTimeline: choice(projectTimelines),
  companyName: text({ max: limits.companyName, required: true, kind: "plain" }),
  companySize: choice(companySizes),
  industry: text({ max: limits.industry, kind: "plain" }),
  name: text({ max: limits.name, required: true, kind: "name" }),
  email: email({ max: limits.email, required: true }),
  phone: phone({ max: limits.phone }),
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  /** Where the lead came from (see `attribution.ts`). */
  attribution: optional(AttributionSchema),
  /** A partner's pass-through values (`hidden-fields`); never shown to the visitor. */
  hiddenFields: optional(HiddenFieldsSchema),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
});

export type Inquiry = Infer<typeof InquirySchema>;
/** What the form holds: every visible field as text. */
export type InquiryValues = Record<InquiryField, string>;

export const emptyInquiry: InquiryValues = {
  projectType: "",
  projectDescription: "",
  projectTimeline: "",
  companyName: "",
  companySize: "",
  industry: "",
  name: "",
  email: "",
  phone: "",
};

export function validateInquiry(input: unknown): CheckResult<Inquiry> {
  return check(InquirySchema, input);
}
