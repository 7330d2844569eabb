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
 * What a visitor's inquiry says: the questionnaire's fields plus the forms' envelope (locale,
 * partner and honeypot). The questionnaire checks exactly this before it sends; the API checks it again
 * inside `InquirySchema` (./wire.ts), which adds attribution and the partner's hidden
 * fields. Those two are cleaned by the widgets (../attribution/clean.ts), never typed by the
 * visitor, so the widgets do not carry their schemas. Apart from the fields
 * (fields.ts), so the widget loads these rules after its first render.
 */
export const inquiryFormRules = { ...fieldRules, ...formEnvelope };

export const InquiryFormSchema = object(inquiryFormRules);
export type InquiryFormBody = Infer<typeof InquiryFormSchema>;

/** The questionnaire's check before it sends (the API's check of the same fields). */
export function validateInquiryForm(input: unknown): CheckResult<InquiryFormBody> {
  return check(InquiryFormSchema, input);
}
