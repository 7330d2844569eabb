/** Every table's retention: the cron's SQL, the privacy page and the documentation's table all read it. */

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

/** The retention of every table (a test fails for one missing), in the documentation's order. */
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

/** Every place a person's data can be, in table order: what erasure searches and checks. */
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

/** The fixed period in days behind `cutoff`; throws for a setting-based one, which texts must read from the settings. */
export function retentionDays(cutoff: CutoffName): number {
  const rule = allRetentionRules().find((r) => r.cutoff === cutoff);
  if (!rule || typeof rule.period === "string" || !("days" in rule.period)) throw new Error(`${cutoff} has no period in days`);
  return rule.period.days;
}
