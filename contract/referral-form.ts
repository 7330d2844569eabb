import { type Infer, object, optional, type Struct } from "superstruct";
import { normalizeEmail } from "./email.ts";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { locales } from "./locales.ts";
import { type CheckResult, check, choice, confirmed, email, text } from "./validation.ts";

/**
 * What a referral says: the form's fields plus locale, partner and honeypot.
 * `confirmed: true` means the referrer confirms the referred person agreed to be
 * contacted; the two addresses must differ. The referral form checks exactly this before it
 * sends; the API checks it again inside `ReferralSchema` (referral.ts), which adds
 * attribution (cleaned by the widgets, so they do not carry its schema). Apart from the
 * fields (referral-fields.ts), so the widget loads these rules after its first render.
 */
export const referralFormRules = {
  name: text({ max: limits.name, required: true, kind: "name" }),
  email: email({ max: limits.email, required: true }),
  companyName: text({ max: limits.companyName, kind: "plain" }),
  referralName: text({ max: limits.name, required: true, kind: "name" }),
  referralEmail: email({ max: limits.email, required: true }),
  referralCompany: text({ max: limits.companyName, required: true, kind: "plain" }),
  confirmed: confirmed(),
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
};

export const ReferralFormSchema = object(referralFormRules);
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
