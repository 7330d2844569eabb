/**
 * Every table's retention in one place: the cron's SQL is built from it, the privacy page
 * states its periods, and a test compares the documentation's table with it.
 */

import type { PersonalMatch } from "../lead/personal-match.ts";
import { bookingsRetention } from "./bookings.ts";
import { consentsRetention } from "./consents.ts";
import { funnelCountsRetention, funnelOpeningsRetention } from "./funnel.ts";
import { erasedLeadsRetention, projectInquiriesRetention, referralsRetention } from "./leads.ts";
import { newsletterSubscribersRetention } from "./newsletter.ts";
import { mailboxCapsRetention, outboxRetention } from "./outbox.ts";
import type { CutoffName } from "./periods.ts";
import type { RetentionRule, TableRetention } from "./rule.ts";
import { appMetaRetention, leadHistoryRetention, leadNotesRetention, leadWorkRetention, staffDigestsRetention } from "./staff.ts";

/**
 * The retention of EVERY table the migrations create (a test fails for a table missing here),
 * in the order the documentation's table lists them.
 */
export const retentionRules = {
  app_meta: appMetaRetention,
  project_inquiries: projectInquiriesRetention,
  referrals: referralsRetention,
  newsletter_subscribers: newsletterSubscribersRetention,
  outbox: outboxRetention,
  consents: consentsRetention,
  funnel_counts: funnelCountsRetention,
  mailbox_caps: mailboxCapsRetention,
  funnel_openings: funnelOpeningsRetention,
  erased_leads: erasedLeadsRetention,
  bookings: bookingsRetention,
  lead_work: leadWorkRetention,
  lead_notes: leadNotesRetention,
  lead_history: leadHistoryRetention,
  staff_digests: staffDigestsRetention,
} as const satisfies Record<string, TableRetention>;

export type RetainedTable = keyof typeof retentionRules;

/** Every table with its retention, in the order above. */
export function retentionTables(): [RetainedTable, TableRetention][] {
  return Object.entries(retentionRules) as [RetainedTable, TableRetention][];
}

/** One column that can hold a person's data, with how it is matched. */
export interface PersonalColumn {
  table: RetainedTable;
  column: string;
  match: Exclude<PersonalMatch, "none">;
  /** Whose the value is: the row's own person, or the second one it names (`secondPerson`). */
  person: "own" | "second";
}

/**
 * Every place the declaration says a person's data can be, in table order: what erasure
 * searches and its final check reads.
 */
export function personalColumns(): PersonalColumn[] {
  return retentionTables().flatMap(([table, retention]) =>
    Object.entries(retention.columns)
      .filter((entry): entry is [string, PersonalColumn["match"]] => entry[1] !== "none")
      .map(([column, match]) => ({ table, column, match, person: retention.secondPerson?.includes(column) ? "second" : "own" })),
  );
}

/** Every rule of every table. */
export function allRetentionRules(): RetentionRule[] {
  return retentionTables().flatMap(([, table]) => table.rules);
}

/**
 * The fixed period in days behind `cutoff`, for texts that state it (the privacy page).
 * Throws for a cutoff whose period is a setting, which a text must read from the settings.
 */
export function retentionDays(cutoff: CutoffName): number {
  const rule = allRetentionRules().find((r) => r.cutoff === cutoff);
  if (!rule || typeof rule.period === "string" || !("days" in rule.period)) throw new Error(`${cutoff} has no period in days`);
  return rule.period.days;
}
