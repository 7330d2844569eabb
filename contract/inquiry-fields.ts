/**
 * The questionnaire's fields as the visitor sees them, in step order: the project first,
 * then the company, then how to reach the person. Plain data: the rules that check them
 * (superstruct) are in inquiry-form.ts, which the widget loads after its first render.
 */
import { limits } from "./limits.ts";
import { companySizes, firstNeeds, projectTimelines, projectTypes, salutations } from "./options.ts";

export const inquiryFields = {
  projectDetails: ["projectType", "projectDescription", "projectTimeline"],
  companyInfo: ["companyName", "companySize", "industry"],
  contactInfo: ["salutation", "name", "email", "phone", "role", "firstNeed"],
} as const;

export type InquiryField = (typeof inquiryFields)[keyof typeof inquiryFields][number];

/** Required fields carry an asterisk in the form, and the rules (inquiry-form.ts) refuse them empty. */
export const requiredInquiryFields: readonly InquiryField[] = ["projectDescription", "companyName", "name", "email"];

/** Whether the questionnaire requires `field`. */
export const isRequiredInquiryField = (field: InquiryField): boolean => requiredInquiryFields.includes(field);

/** The values each choice field offers, in the form's order. */
export const inquiryChoices: Readonly<Partial<Record<InquiryField, readonly string[]>>> = {
  projectType: projectTypes,
  projectTimeline: projectTimelines,
  companySize: companySizes,
  salutation: salutations,
  firstNeed: firstNeeds,
};

/** The most characters each text field takes. */
export const inquiryTextLimits: Readonly<Partial<Record<InquiryField, number>>> = {
  projectDescription: limits.projectDescription,
  companyName: limits.companyName,
  industry: limits.industry,
  name: limits.name,
  email: limits.email,
  phone: limits.phone,
  role: limits.role,
};

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
  salutation: "",
  role: "",
  firstNeed: "",
};
