import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type InquiryField, inquiryFields, requiredInquiryFields } from "../../contract/inquiry.ts";
import { limits } from "../../contract/limits.ts";
import {
  type CompanySize,
  companySizes,
  type ProjectTimeline,
  projectTimelines,
  type ProjectType,
  projectTypes,
} from "../../contract/options.ts";

/** The four steps in order; the first three hold the contract's fields. */
export const stepIds = ["project-details", "company-info", "contact-info", "summary"] as const;
export type StepId = (typeof stepIds)[number];
export const STEP_COUNT = stepIds.length;

export interface StepInfo {
  id: StepId;
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** Fields of this step, in the contract's order; none on the summary. */
  fields: readonly InquiryField[];
}

export const steps: readonly StepInfo[] = [
  {
    id: "project-details",
    title: msg`Tell us about your project`,
    subtitle: msg`What should we build, and by when?`,
    fields: inquiryFields.projectDetails,
  },
  {
    id: "company-info",
    title: msg`About your company`,
    subtitle: msg`A little context helps us prepare for your call.`,
    fields: inquiryFields.companyInfo,
  },
  {
    id: "contact-info",
    title: msg`How can we reach you?`,
    subtitle: msg`We only use your details to arrange the call.`,
    fields: inquiryFields.contactInfo,
  },
  {
    id: "summary",
    title: msg`Review your answers`,
    subtitle: msg`Check everything, then book your free consultation.`,
    fields: [],
  },
];

/** The step that holds `field` (0-2). */
export function stepOf(field: string): number {
  return steps.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

export const isRequired = (field: InquiryField) => requiredInquiryFields.includes(field);

export const fieldLabels: Record<InquiryField, MessageDescriptor> = {
  projectType: msg`Project type`,
  projectDescription: msg`Project description`,
  projectTimeline: msg`Timeline`,
  companyName: msg`Company name`,
  companySize: msg`Company size`,
  industry: msg`Industry`,
  name: msg`Full name`,
  email: msg`Email`,
  phone: msg`Phone`,
};

export const fieldHints: Partial<Record<InquiryField, MessageDescriptor>> = {
  projectDescription: msg`A few sentences are enough: the problem, the users, what exists already.`,
  phone: msg`Optional, in case a call is easier for you.`,
};

export const projectTypeLabels: Record<ProjectType, MessageDescriptor> = {
  mvp: msg`MVP development`,
  frontend: msg`Frontend development`,
  internal: msg`Internal tool`,
  prototype: msg`Rapid prototype`,
  other: msg`Something else`,
};

export const projectTimelineLabels: Record<ProjectTimeline, MessageDescriptor> = {
  immediate: msg`As soon as possible`,
  "1month": msg`Within a month`,
  "3months": msg`Within three months`,
  future: msg`Later, I am planning ahead`,
};

export const companySizeLabels: Record<CompanySize, MessageDescriptor> = {
  "1-10": msg`1-10 employees`,
  "11-50": msg`11-50 employees`,
  "51-200": msg`51-200 employees`,
  "201-500": msg`201-500 employees`,
  "501+": msg`More than 500 employees`,
};

/** The choice fields and their options, in the contract's order. */
export const fieldOptions: Partial<Record<InquiryField, { values: readonly string[]; labels: Record<string, MessageDescriptor> }>> = {
  projectType: { values: projectTypes, labels: projectTypeLabels },
  projectTimeline: { values: projectTimelines, labels: projectTimelineLabels },
  companySize: { values: companySizes, labels: companySizeLabels },
};

export interface InputSpec {
  type: "text" | "email" | "tel" | "textarea" | "select";
  autoComplete?: string;
  maxLength?: number;
}

export const inputs: Record<InquiryField, InputSpec> = {
  projectType: { type: "select" },
  projectDescription: { type: "textarea", maxLength: limits.projectDescription },
  projectTimeline: { type: "select" },
  companyName: { type: "text", autoComplete: "organization", maxLength: limits.companyName },
  companySize: { type: "select" },
  industry: { type: "text", maxLength: limits.industry },
  name: { type: "text", autoComplete: "name", maxLength: limits.name },
  email: { type: "email", autoComplete: "email", maxLength: limits.email },
  phone: { type: "tel", autoComplete: "tel", maxLength: limits.phone },
};
