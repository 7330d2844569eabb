/**
 * Where each referral field is stored in `referrals` and what it holds of a person. `second`
 * marks the recommended person, whose details go or stay as one. A missing field fails typecheck.
 */
import type { PersonalMatch } from "../lead/personal-match.ts";
import type { ReferralField } from "./fields.ts";

type Storage = Readonly<Record<ReferralField, { column: string; personal: PersonalMatch; second?: true }>>;

export const referralFieldStorage = {
  name: { column: "name", personal: "name" },
  email: { column: "email", personal: "address" },
  companyName: { column: "company_name", personal: "free-text" },
  referralName: { column: "referral_name", personal: "name", second: true },
  referralEmail: { column: "referral_email", personal: "address", second: true },
  referralCompany: { column: "referral_company", personal: "free-text", second: true },
  confirmed: { column: "contact_confirmed", personal: "none" },
} as const satisfies Storage;

/** A `referrals` column that holds a referral form answer. */
export type ReferralColumn = (typeof referralFieldStorage)[ReferralField]["column"];

const stored = Object.entries(referralFieldStorage) as [ReferralField, Storage[ReferralField]][];

/** Which `referrals` column holds which field, in the form's order. */
export const referralColumnFields: Readonly<Record<ReferralColumn, ReferralField>> = Object.fromEntries(
  stored.map(([field, d]) => [d.column, field]),
) as Record<ReferralColumn, ReferralField>;

/** What each answer's column holds of a person. */
export const referralColumnMatches: Readonly<Record<ReferralColumn, PersonalMatch>> = Object.fromEntries(
  stored.map(([, d]) => [d.column, d.personal]),
) as Record<ReferralColumn, PersonalMatch>;

/** The columns of the person recommended. */
export const referralSecondPerson: readonly ReferralColumn[] = stored
  .filter(([, d]) => d.second)
  .map(([, d]) => d.column as ReferralColumn);
