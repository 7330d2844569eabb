import { type Infer, object, optional } from "superstruct";
import { AttributionSchema } from "../attribution/wire.ts";
import type { CheckResult } from "../validation.ts";
import { checkReferral, referralFormRules } from "./rules.ts";

/**
 * `POST /api/referrals`. `confirmed: true` means the referrer confirms the referred
 * person agreed to be contacted; the two addresses must differ.
 */
export const ReferralSchema = object({
  ...referralFormRules,
  /** Where the referral came from (see `contract/attribution/wire.ts`). */
  attribution: optional(AttributionSchema),
});

export type Referral = Infer<typeof ReferralSchema>;

export function validateReferral(input: unknown): CheckResult<Referral> {
  return checkReferral(ReferralSchema, input);
}
