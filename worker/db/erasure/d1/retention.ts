/** Runs the retention job's statements on D1 and counts, per table, what they changed. */
import { type RetainedTable, retentionRules } from "../../../../contract/retention/index.ts";
import type { RetentionCutoffs } from "../../../../contract/retention/periods.ts";
import { bindQuery } from "../../system/statements/query.ts";
import { retentionQueries } from "../statements/retention.ts";

/** The name each table's count has in the job's report (and its log line). */
const reportName = {
  project_inquiries: "inquiries",
  referrals: "referrals",
  newsletter_subscribers: "subscribers",
  outbox: "outbox",
  consents: "consents",
  funnel_counts: "funnelCounts",
  mailbox_caps: "mailboxCaps",
  funnel_openings: "funnelOpenings",
  bookings: "bookings",
  lead_work: "leadWork",
  lead_notes: "leadNotes",
  lead_history: "leadHistory",
} as const satisfies Partial<Record<RetainedTable, string>>;

/** Rows deleted per table by one run. */
export type RetentionCounts = Record<ReportName, number>;
type ReportName = (typeof reportName)[keyof typeof reportName];

/** The tables whose idempotency key and body hash the job clears, by their report names. */
const clearedNames = ["inquiries", "referrals", "consents"] as const satisfies readonly ReportName[];

/** Rows per table whose idempotency key and body hash one run cleared. */
export type RetentionCleared = Record<(typeof clearedNames)[number], number>;

/** A report with every name in it at zero, so a table that lost nothing still says so. */
function zeroCounts<Name extends ReportName>(names: readonly Name[]): Record<Name, number> {
  return Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
}

/** Applies every cutoff in ONE batch (a transaction), in the order of `retentionQueries`, and counts what each table lost. */
export async function deleteExpiredRows(
  db: D1Database,
  cutoffs: RetentionCutoffs,
): Promise<{ deleted: RetentionCounts; cleared: RetentionCleared }> {
  const statements = retentionQueries(retentionRules, cutoffs);
  const results = await db.batch(statements.map((s) => bindQuery(db, s)));
  const deleted = zeroCounts(Object.values(reportName));
  const cleared = zeroCounts(clearedNames);
  statements.forEach((statement, i) => {
    // A table without a report name yet is counted under its own name rather than lost.
    const name = (reportName as Partial<Record<string, string>>)[statement.table] ?? statement.table;
    const counts: Record<string, number> = statement.action === "delete" ? deleted : cleared;
    counts[name] = (counts[name] ?? 0) + (results[i]?.meta.changes ?? 0);
  });
  return { deleted, cleared };
}
