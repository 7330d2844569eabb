import type { I18n, MessageDescriptor } from "@lingui/core";
import { type ChoiceField, type ChoiceValue, type ChoiceValues, type InquiryField, inquiryChoices } from "./fields.ts";

/**
 * The questionnaire's field and choice labels, written once for form, mails and CLI.
 * Plain descriptors with explicit ids: the Worker and the CLI run without the Lingui macro,
 * and the widgets' build keeps only the ids. Apart from the referral form's so neither form
 * downloads the other's; two flat tables because nesting measured +0.03 KB.
 */

/** Each field's label: a field of the form missing here fails to compile. */
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

export interface OptionList {
  values: readonly string[];
  labels: Readonly<Record<string, MessageDescriptor>>;
}

/** A choice field's declared values with a label for each. */
type DeclaredOptions<F extends ChoiceField> = {
  values: ChoiceValues<F>;
  labels: Readonly<Record<ChoiceValue<F>, MessageDescriptor>>;
};

/** Each choice field's option labels: a missing field, an extra one or a value without a label fails to compile. */
const choiceLabels: { readonly [F in ChoiceField]: DeclaredOptions<F>["labels"] } = {
  projectType: {
    mvp: /*i18n*/ { id: "option.projectType.mvp", message: "MVP development" },
    frontend: /*i18n*/ { id: "option.projectType.frontend", message: "Frontend development" },
    internal: /*i18n*/ { id: "option.projectType.internal", message: "Internal tool" },
    prototype: /*i18n*/ { id: "option.projectType.prototype", message: "Rapid prototype" },
    landing: /*i18n*/ { id: "option.projectType.landing", message: "Landing page" },
    other: /*i18n*/ { id: "option.projectType.other", message: "Something else" },
  },
  projectTimeline: {
    immediate: /*i18n*/ { id: "option.projectTimeline.immediate", message: "As soon as possible" },
    "1month": /*i18n*/ { id: "option.projectTimeline.1month", message: "Within a month" },
    "3months": /*i18n*/ { id: "option.projectTimeline.3months", message: "Within three months" },
    future: /*i18n*/ { id: "option.projectTimeline.future", message: "Later, I am planning ahead" },
  },
  companySize: {
    "1-10": /*i18n*/ { id: "option.companySize.1-10", message: "1–10 employees" },
    "11-50": /*i18n*/ { id: "option.companySize.11-50", message: "11–50 employees" },
    "51-200": /*i18n*/ { id: "option.companySize.51-200", message: "51–200 employees" },
    "201-500": /*i18n*/ { id: "option.companySize.201-500", message: "201–500 employees" },
    "501+": /*i18n*/ { id: "option.companySize.501+", message: "More than 500 employees" },
  },
  salutation: {
    ms: /*i18n*/ { id: "option.salutation.ms", message: "Ms" },
    mr: /*i18n*/ { id: "option.salutation.mr", message: "Mr" },
  },
  firstNeed: {
    call: /*i18n*/ { id: "option.firstNeed.call", message: "A first call" },
    references: /*i18n*/ { id: "option.firstNeed.references", message: "References from similar projects" },
    dpa: /*i18n*/ { id: "option.firstNeed.dpa", message: "Our data processing agreement (DPA)" },
    estimate: /*i18n*/ { id: "option.firstNeed.estimate", message: "A rough estimate of cost and time" },
  },
};

/** Every choice field with its values in the form's order and their labels. */
export const optionFields = Object.fromEntries(
  Object.entries(inquiryChoices).map(([field, values]) => [field, { values, labels: choiceLabels[field as ChoiceField] }]),
) as { readonly [F in ChoiceField]: DeclaredOptions<F> };

export type OptionField = keyof typeof optionFields;

/**
 * `value` of `field` in `i18n`'s language: "" for not answered; an unknown value as stored (a
 * row from before a rename must show what was sent).
 *
 * @example optionLabel(i18n, "companySize", "501+") // "More than 500 employees"
 */
export function optionLabel(i18n: Pick<I18n, "_">, field: OptionField, value: string): string {
  if (value === "") return "";
  const labels: OptionList["labels"] = optionFields[field].labels;
  return Object.hasOwn(labels, value) ? i18n._(labels[value]!) : value;
}
