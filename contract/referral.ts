import { type Infer, object, optional } from "superstruct";
import { normalizeEmail } from "./email.ts";
import { AttributionSchema } from "./attribution.ts";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { locales } from "./options.ts";
import { check, type CheckResult, choice, confirmed, email, text } from "./validation.ts";

export const referralFields = ["name", "email", "companyName", "referralName", "referralEmail", "referralCompany", "confirmed"] as const;
export type ReferralField = (typeof referralFields)[number];

export const requiredReferralFields: readonly ReferralField[] = [
  "name",
  "email",
  "referralName",
  "referralEmail",
  "referralCompany",
  "confirmed",
];

/**
 * `POST /api/referrals`. `confirmed: true` means the referrer confirms the referred
 * person agreed to be contacted; the two addresses must differ.
 */
export const ReferralSchema = object({
  name: text({ max: limits.name, required: true, kind: "name" }),
  email: email({ max: limits.email, required: true }),
  companyName: text({ max: limits.companyName, kind: "plain" }),
  referralName: text({ max: limits.name, required: true, kind: "name" }),
  referralEmail: email({ max: limits.email, required: true }),
  referralCompany: text({ max: limits.companyName, required: true, kind: "plain" }),
  confirmed: confirmed(),
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  /** Where the referral came from (see `attribution.ts`). */
  attribution: optional(AttributionSchema),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
});

export type Referral = Infer<typeof ReferralSchema>;

export function validateReferral(input: unknown): CheckResult<Referral> {
  const result = check(ReferralSchema, input);
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
