import type { Referral } from "../../contract/index.ts";
import { attributionColumns } from "./attribution.ts";
import type { LeadColumns, LeadRow } from "./leads.ts";

/** A `referrals` row: the referral form's fields and the referral's status. */
export interface ReferralRow extends LeadRow {
  name: string;
  email: string;
  company_name: string;
  referral_name: string;
  referral_email: string;
  referral_company: string;
  contact_confirmed: 0 | 1;
  status: string;
  status_changed_at: string | null;
  attribution: string | null;
  campaign: string;
}

/** The referral's own columns (a new referral's status is 'new'); `insertLeadStatement` (./leads.ts) adds the ones every lead has. */
export function referralColumns(referral: Referral): LeadColumns {
  return {
    name: referral.name,
    email: referral.email,
    company_name: referral.companyName,
    referral_name: referral.referralName,
    referral_email: referral.referralEmail,
    referral_company: referral.referralCompany,
    contact_confirmed: referral.confirmed ? 1 : 0,
    status: "new",
    ...attributionColumns(referral.attribution),
  };
}
