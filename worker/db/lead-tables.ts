/**
 * The tables staff read leads from, each with its id prefix, the statuses it can hold and
 * the columns the search by name, company or address looks in (a referral's person
 * recommended and its referrer, as the inbox searches). The Worker's staff routes
 * and the staff CLI take table names only from here, so a name never comes from input.
 */
import { personColumnsOf } from "../../contract/lead-columns.ts";
import { inquiryStatuses, referralStatuses } from "../../contract/lifecycles.ts";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const leadTables = {
  inquiries: {
    table: "project_inquiries",
    prefix: "inq",
    statuses: inquiryStatuses,
    searched: personColumnsOf("inquiries"),
  },
  referrals: { table: "referrals", prefix: "ref", statuses: referralStatuses, searched: personColumnsOf("referrals") },
  subscribers: { table: "newsletter_subscribers", prefix: "sub", statuses: subscriberStatuses, searched: ["email"] },
} as const satisfies Record<string, { table: string; prefix: string; statuses: readonly string[]; searched: readonly string[] }>;

/** Which lead table: inquiries, referrals or newsletter subscribers. */
export type LeadTableKind = keyof typeof leadTables;

const LEAD_ID = /^([a-z]{3})_[a-z2-7]{16}$/;

/** The lead table an id belongs to, by its prefix; undefined for anything that is not a lead id. */
export function leadTableOf(id: string): LeadTableKind | undefined {
  const prefix = LEAD_ID.exec(id)?.[1];
  return (Object.keys(leadTables) as LeadTableKind[]).find((kind) => leadTables[kind].prefix === prefix);
}
