/**
 * The questionnaire's fields as the visitor sees them, in step order: the project first,
 * then the company, then how to reach the person. Plain data: the rules that check them
 * (superstruct) are in inquiry-form.ts, which the widget loads after its first render.
 */
export const inquiryFields = {
  projectDetails: ["projectType", "projectDescription", "projectTimeline"],
  companyInfo: ["companyName", "companySize", "industry"],
  contactInfo: ["salutation", "name", "email", "phone", "role", "firstNeed"],
} as const;

export type InquiryField = (typeof inquiryFields)[keyof typeof inquiryFields][number];

/** Required fields carry an asterisk in the form. */
export const requiredInquiryFields: readonly InquiryField[] = ["projectDescription", "companyName", "name", "email"];

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
