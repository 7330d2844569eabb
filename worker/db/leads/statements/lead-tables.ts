/**
 * The tables staff read leads from, each with its id prefix, the statuses it can hold and
 * the columns the search by name, company or address looks in (a referral's person
 * recommended and its referrer, as the inbox searches). The Worker's staff routes
 * and the staff CLI take table names only from here, so a name never comes from input.
 */
import { personColumnsOf } from "../../../../contract/lead/columns/people.ts";
import { type LeadTableKind, leadIdPrefixes } from "../../../../contract/lead/ids.ts";
import { inquiryStatuses, referralStatuses, subscriberLifecycle } from "../../../../contract/lead/lifecycles.ts";

export const leadTables = {
  inquiries: {
    table: "project_inquiries",
    prefix: leadIdPrefixes.inquiries,
    statuses: inquiryStatuses,
    searched: personColumnsOf("inquiries"),
  },
  referrals: { table: "referrals", prefix: leadIdPrefixes.referrals, statuses: referralStatuses, searched: personColumnsOf("referrals") },
  subscribers: {
    table: "newsletter_subscribers",
    prefix: leadIdPrefixes.subscribers,
    statuses: subscriberLifecycle.states,
    searched: ["email"],
  },
} as const satisfies Record<LeadTableKind, { table: string; prefix: string; statuses: readonly string[]; searched: readonly string[] }>;
