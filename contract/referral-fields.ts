/**
 * The referral form's fields, as plain data. Its rules (superstruct) are in
 * referral-form.ts, which the widget loads after its first render.
 */
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
