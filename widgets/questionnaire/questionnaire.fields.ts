/**
 * The questionnaire's fields as data: the steps and their fields, hints, options and
 * input kinds. The labels are the contract's.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type OptionList, optionFields } from "../../contract/inquiry/field-labels.ts";
import {
  type InquiryField,
  type InquiryFieldDeclaration,
  type InquiryTextKind,
  inquiryFieldDeclarations,
  inquiryFields,
} from "../../contract/inquiry/fields.ts";

/** The four steps in order: three of questions, grouped as a visitor thinks of them, then a review before sending. */
export const stepIds = ["project-details", "company-info", "contact-info", "summary"] as const;
export type StepId = (typeof stepIds)[number];
export const STEP_COUNT = stepIds.length;

/** The last step: the summary of every answer, where the form is sent. */
export const SUMMARY = STEP_COUNT - 1;

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

/** "Step 2 of 4" for a step index (0-3): the progress row shows it, and the announcement starts with it. */
export function stepLabel(i18n: Pick<I18n, "_">, index: number): string {
  const number = index + 1;
  const total = STEP_COUNT;
  return i18n._(msg`Step ${number} of ${total}`);
}

/** What a screen reader hears on reaching step `index` (0-3): "Step 2 of 4: About your company". */
export function stepStatus(i18n: Pick<I18n, "_">, index: number): string {
  return `${stepLabel(i18n, index)}: ${i18n._(steps[index]!.title)}`;
}

/** Every field of the form, in the steps' order. */
export const allFields = steps.flatMap((s) => s.fields);

/** The step that holds `field` (0-2). */
export function stepOf(field: string): number {
  return steps.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

export const fieldHints: Partial<Record<InquiryField, MessageDescriptor>> = {
  projectDescription: msg`A few sentences are enough: the problem, the users, what exists already.`,
  companyName: msg`Not founded yet? Your project's working name is fine.`,
  phone: msg`In case a call is easier for you.`,
  role: msg`For example Head of Digital or Purchasing.`,
};

/**
 * The choice fields and their options, in the contract's order. Their labels are the
 * contract's, the same descriptors the mails and the staff CLI read.
 */
export const fieldOptions: Partial<Record<InquiryField, OptionList>> = optionFields;

export interface InputSpec {
  type: "text" | "email" | "tel" | "textarea" | "select";
  autoComplete?: string;
  maxLength?: number;
}

const inputTypes: Record<InquiryTextKind, InputSpec["type"]> = {
  multiline: "textarea",
  plain: "text",
  name: "text",
  email: "email",
  phone: "tel",
};

/** What the browser may fill in; a field without one gets no suggestion. */
const autoCompletes: Partial<Record<InquiryField, string>> = {
  companyName: "organization",
  name: "name",
  email: "email",
  phone: "tel",
  salutation: "honorific-prefix",
  role: "organization-title",
};

/**
 * The control a field shows, from its declaration in the contract (a choice is a select, a
 * text kind its input type, the contract's limit its maxLength), so a new field needs no
 * entry here unless the browser can fill it.
 */
export function inputOf(field: InquiryField): InputSpec {
  const declared: InquiryFieldDeclaration = inquiryFieldDeclarations[field];
  const autoComplete = autoCompletes[field];
  return "choices" in declared
    ? { type: "select", autoComplete }
    : { type: inputTypes[declared.text], autoComplete, maxLength: declared.max };
}
