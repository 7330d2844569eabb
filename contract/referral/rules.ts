import { type Infer, object, type Struct } from "superstruct";
import { normalizeEmail } from "../email.ts";
import { formEnvelope } from "../form-envelope.ts";
import { type CheckResult, check, confirmed, email, text } from "../validation.ts";
import { type ReferralFieldDeclaration, referralFieldDeclarations } from "./fields.ts";

type Declarations = typeof referralFieldDeclarations;

/** A field's rule: a flag takes only `true` (ticked), text any string its rule allows. */
type RuleOf<D> = D extends { flag: true } ? Struct<true, true> : Struct<string, null>;

/** The rule a field's declaration asks for. */
function ruleOf(declaration: ReferralFieldDeclaration): Struct<string, null> | Struct<true, true> {
  if ("flag" in declaration) return confirmed();
  const { max, required, text: kind } = declaration;
  return kind === "email" ? email({ max, required }) : text({ max, required, kind });
}

const fieldRules = Object.fromEntries(
  Object.entries(referralFieldDeclarations).map(([field, declaration]) => [field, ruleOf(declaration)]),
) as { [F in keyof Declarations]: RuleOf<Declarations[F]> };

/**
 * A referral as the form checks it before sending: fields plus envelope. `confirmed: true` means
 * the referred person agreed to be contacted; the two addresses must differ. The API's
 * `ReferralSchema` adds attribution. Apart from fields.ts so it loads after first render.
 */
export const referralFormRules = { ...fieldRules, ...formEnvelope };

const ReferralFormSchema = object(referralFormRules);
export type ReferralFormBody = Infer<typeof ReferralFormSchema>;

/** `schema`'s check, plus the rule across two fields: the referred person's address is not the referrer's. */
export function checkReferral<T extends { email: string; referralEmail: string }>(
  schema: Struct<T, unknown>,
  input: unknown,
): CheckResult<T> {
  const result = check(schema, input);
  // Both addresses are in their normal form here, so `ÄNNA@X.DE` and `änna@x.de` are one.
  if (result.ok && result.value.email === result.value.referralEmail) {
    return { ok: false, fields: { referralEmail: "must_differ" } };
  }
  if (!result.ok && result.fields && !result.fields.referralEmail && typeof input === "object" && input) {
    const { email: a, referralEmail: b } = input as { email?: unknown; referralEmail?: unknown };
    if (typeof a === "string" && typeof b === "string" && a.trim() && normalizeEmail(a) === normalizeEmail(b)) {
      return { ok: false, fields: { ...result.fields, referralEmail: "must_differ" } };
    }
  }
  return result;
}

/** The referral form's check before it sends (the API's check of the same fields). */
export function validateReferralForm(input: unknown): CheckResult<ReferralFormBody> {
  return checkReferral(ReferralFormSchema, input);
}
