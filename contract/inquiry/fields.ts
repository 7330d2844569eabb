/** The questionnaire's fields in step order, as plain data; rules.ts builds the checks from them after first render. */
import { limits } from "../limits.ts";

/** The questionnaire's steps, in the form's order. */
export const inquirySteps = ["projectDetails", "companyInfo", "contactInfo"] as const;
export type InquiryStep = (typeof inquirySteps)[number];

/** What text a text field takes: several lines, one plain line, a person's name, an address or a phone number. */
export type InquiryTextKind = "multiline" | "plain" | "name" | "email" | "phone";

/**
 * One field, declared once: its step, whether it is required, its values in the form's order
 * (a choice is never required; "" is not answered) or its text kind and length. Storage is
 * `inquiryFieldStorage` in columns.ts, kept apart so the widget does not download it.
 */
export type InquiryFieldDeclaration = { step: InquiryStep; required?: true } & (
  | { choices: readonly string[] }
  | { text: InquiryTextKind; max: number }
);

/** Every questionnaire field in the form's order: steps, limits, rules and stored columns all derive from it. */
export const inquiryFieldDeclarations = {
  projectType: { step: "projectDetails", choices: ["mvp", "frontend", "internal", "prototype", "landing", "other"] },
  projectDescription: {
    step: "projectDetails",
    text: "multiline",
    max: limits.projectDescription,
    required: true,
  },
  projectTimeline: { step: "projectDetails", choices: ["immediate", "1month", "3months", "future"] },
  companyName: {
    step: "companyInfo",
    text: "plain",
    max: limits.companyName,
    required: true,
  },
  companySize: { step: "companyInfo", choices: ["1-10", "11-50", "51-200", "201-500", "501+"] },
  industry: { step: "companyInfo", text: "plain", max: limits.industry },
  // "" (not answered) greets the person by their full name in the mails.
  salutation: { step: "contactInfo", choices: ["ms", "mr"] },
  name: { step: "contactInfo", text: "name", max: limits.name, required: true },
  email: { step: "contactInfo", text: "email", max: limits.email, required: true },
  phone: { step: "contactInfo", text: "phone", max: limits.phone },
  role: { step: "contactInfo", text: "plain", max: limits.role },
  firstNeed: { step: "contactInfo", choices: ["call", "references", "dpa", "estimate"] },
} as const satisfies Readonly<Record<string, InquiryFieldDeclaration>>;

export type InquiryField = keyof typeof inquiryFieldDeclarations;

type Declared = typeof inquiryFieldDeclarations;

/** The fields that offer a list of values: every other table of choices is keyed by these. */
export type ChoiceField = { [F in InquiryField]: Declared[F] extends { choices: readonly string[] } ? F : never }[InquiryField];

/** The values `field` offers, as declared. */
export type ChoiceValues<F extends ChoiceField> = Declared[F]["choices"];

/** One value `field` offers: `ChoiceValue<"companySize">` is `"1-10" | … | "501+"`. */
export type ChoiceValue<F extends ChoiceField> = ChoiceValues<F>[number];
/** The project types and first needs the site's buttons open the questionnaire with. */
export type ProjectType = ChoiceValue<"projectType">;
export type FirstNeed = ChoiceValue<"firstNeed">;

const declared = Object.entries(inquiryFieldDeclarations) as [InquiryField, InquiryFieldDeclaration][];

/** Each step's fields, in the form's order. */
export const inquiryFields: Readonly<Record<InquiryStep, readonly InquiryField[]>> = Object.fromEntries(
  inquirySteps.map((step) => [step, declared.filter(([, d]) => d.step === step).map(([field]) => field)]),
) as Record<InquiryStep, InquiryField[]>;

/** Required fields carry an asterisk in the form, and the rules (rules.ts) refuse them empty. */
export const requiredInquiryFields: readonly InquiryField[] = declared.filter(([, d]) => d.required).map(([field]) => field);

/** Whether the questionnaire requires `field`. */
export const isRequiredInquiryField = (field: InquiryField): boolean => requiredInquiryFields.includes(field);

/** The values each choice field offers, in the form's order. */
export const inquiryChoices: Readonly<Partial<Record<InquiryField, readonly string[]>>> = Object.fromEntries(
  declared.flatMap(([field, d]) => ("choices" in d ? [[field, d.choices]] : [])),
);

/** The most characters each text field takes. */
export const inquiryTextLimits: Readonly<Partial<Record<InquiryField, number>>> = Object.fromEntries(
  declared.flatMap(([field, d]) => ("max" in d ? [[field, d.max]] : [])),
);

/** What the form holds: every visible field as text. */
export type InquiryValues = Record<InquiryField, string>;

export const emptyInquiry: InquiryValues = Object.fromEntries(declared.map(([field]) => [field, ""])) as InquiryValues;
