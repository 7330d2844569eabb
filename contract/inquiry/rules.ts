import { type Infer, object, type Struct } from "superstruct";
import { formEnvelope } from "../form-envelope.ts";
import { type CheckResult, check, choice, email, phone, text } from "../validation.ts";
import { type InquiryFieldDeclaration, inquiryFieldDeclarations } from "./fields.ts";

type Declarations = typeof inquiryFieldDeclarations;

/** A field's rule: a choice accepts its values or "" (not answered), text any string its rule allows. */
type RuleOf<D> = D extends { choices: readonly (infer V extends string)[] } ? Struct<V | "", null> : Struct<string, null>;

/** The rule a field's declaration asks for. */
function ruleOf(declaration: InquiryFieldDeclaration): Struct<string, null> {
  if ("choices" in declaration) return choice(declaration.choices);
  const { max, text: kind } = declaration;
  const required = declaration.required === true;
  if (kind === "email") return email({ max, required });
  if (kind === "phone") return phone({ max, required });
  return kind === "multiline" ? text({ max, required, multiline: true }) : text({ max, required, kind });
}

const fieldRules = Object.fromEntries(
  Object.entries(inquiryFieldDeclarations).map(([field, declaration]) => [field, ruleOf(declaration)]),
) as { [F in keyof Declarations]: RuleOf<Declarations[F]> };

/**
 * An inquiry as the questionnaire checks it before sending: its fields plus the envelope. The
 * API's `InquirySchema` adds attribution and hidden fields, which the widgets clean rather
 * than check, so they do not carry those schemas. Apart from fields.ts so it loads after first render.
 */
export const inquiryFormRules = { ...fieldRules, ...formEnvelope };

const InquiryFormSchema = object(inquiryFormRules);
export type InquiryFormBody = Infer<typeof InquiryFormSchema>;

/** The questionnaire's check before it sends (the API's check of the same fields). */
export function validateInquiryForm(input: unknown): CheckResult<InquiryFormBody> {
  return check(InquiryFormSchema, input);
}
