/** A referral as its `referrals` row stores it. */
import { referralLifecycle } from "../../../../contract/lead/lifecycles.ts";
import { type ReferralColumn, referralColumnFields } from "../../../../contract/referral/columns.ts";
import type { Referral } from "../../../../contract/referral/wire.ts";
import { attributionColumns } from "./attribution.ts";
import type { LeadColumns, LeadRow } from "./lead-row.ts";

/** A `referrals` row: the referral form's fields and the referral's status. */
export interface ReferralRow extends LeadRow, Record<Exclude<ReferralColumn, "contact_confirmed">, string> {
  contact_confirmed: 0 | 1;
  status: string;
  status_changed_at: string | null;
  attribution: string | null;
  campaign: string;
}

/**
 * The referral's own columns, each field in its column (a flag as 0 or 1) and the
 * lifecycle's initial status; `insertLeadStatement` (../d1/leads.ts) adds the ones every lead has.
 */
export function referralColumns(referral: Referral): LeadColumns {
  const answers = Object.entries(referralColumnFields).map(([column, field]) => {
    const value = referral[field];
    return [column, typeof value === "boolean" ? Number(value) : value];
  });
  return { ...Object.fromEntries(answers), status: referralLifecycle.initial, ...attributionColumns(referral.attribution) };
}
