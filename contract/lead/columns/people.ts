import type { InquiryColumn } from "../../inquiry/columns.ts";
import type { ReferralColumn } from "../../referral/columns.ts";

/** The columns that name a person: whom staff contact, by name, company and address. */
export interface PersonColumns<C extends string = string> {
  readonly name: C;
  readonly company: C;
  readonly email: C;
}

/**
 * Whom each lead is about: an inquiry's contact; a referral's recommended person (whom staff
 * call) and its referrer. The one map of who is who, so search, digest and erasure agree.
 */
export const personColumns = {
  inquiries: { person: { name: "contact_name", company: "company_name", email: "contact_email" } },
  referrals: {
    person: { name: "referral_name", company: "referral_company", email: "referral_email" },
    referrer: { name: "name", company: "company_name", email: "email" },
  },
} as const satisfies {
  inquiries: { person: PersonColumns<InquiryColumn> };
  referrals: { person: PersonColumns<ReferralColumn>; referrer: PersonColumns<ReferralColumn> };
};

/** Every column that names someone in a lead of `kind`: its person's, then its referrer's. */
export function personColumnsOf(kind: keyof typeof personColumns): string[] {
  const { person, referrer }: { person: PersonColumns; referrer?: PersonColumns } = personColumns[kind];
  return [person, referrer].flatMap((who) => (who ? [who.name, who.company, who.email] : []));
}
