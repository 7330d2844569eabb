/**
 * Deletes what the privacy policy promises not to keep. Every statement is built from a rule
 * of `retentionRules` (contract/retention/index.ts): its table, the condition that picks its rows,
 * the column its period counts from and what happens to the rows, so the SQL cannot say
 * something else than the rules the documentation and the privacy page state. Timestamps
 * are UTC ISO strings, so they compare as text with the cutoffs.
 */

import { type RetainedTable, retentionRules } from "../../../../contract/retention/index.ts";
import type { CutoffName, RetentionCutoffs } from "../../../../contract/retention/periods.ts";
import type { RetentionRule, TableRetention } from "../../../../contract/retention/rule.ts";

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

/** One statement of the job: which rule(s) it applies, and the cutoffs bound to ?1, ?2, ... in order. */
export interface RetentionStatement {
  table: string;
  action: "delete" | "clear";
  sql: string;
  cutoffs: CutoffName[];
}

type Rules = Readonly<Record<string, TableRetention>>;

/** Numbers the cutoffs one statement uses as ?1, ?2, ...: one parameter per cutoff. */
class Parameters {
  readonly cutoffs: CutoffName[] = [];
  of(cutoff: CutoffName): string {
    if (!this.cutoffs.includes(cutoff)) this.cutoffs.push(cutoff);
    return `?${this.cutoffs.indexOf(cutoff) + 1}`;
  }
}

/** A rule with a period of its own: its cutoff, and the column the period counts from. */
type TimedRule = RetentionRule & { cutoff: CutoffName; age: string };

function timed(rule: RetentionRule): rule is TimedRule {
  return typeof rule.period !== "string" && rule.cutoff !== undefined && rule.age !== undefined;
}

/** The SQL condition "this rule's rows, past its cutoff". */
function expired(rule: TimedRule, params: Parameters): string {
  const past = `${rule.age} < ${params.of(rule.cutoff)}`;
  return rule.where ? `(${rule.where} AND ${past})` : past;
}

/**
 * Every statement of one run, in the order they must run: the outbox rows of expiring leads
 * first (so none is left pointing at a lead that is gone, and a pending or dead row does not
 * outlive the lead whose data it carries), then each rule's deletion, and idempotency data
 * last (so a row deleted in the same run is not also counted as cleared).
 */
export function retentionStatements(rules: Rules = retentionRules): RetentionStatement[] {
  const tables = Object.entries(rules);
  const withLeads: RetentionStatement[] = [];
  const deletions: RetentionStatement[] = [];
  const clears: RetentionStatement[] = [];
  for (const [table, retention] of tables) {
    for (const rule of retention.rules) {
      if (rule.action === "delete" && rule.period === "lead") {
        // The leads about to expire: every row a deleting rule of a lead table picks.
        const params = new Parameters();
        const expiring = tables
          .filter(([, t]) => t.leads)
          .map(([leadTable, t]) => {
            const conditions = t.rules.filter((r): r is TimedRule => r.action === "delete" && timed(r)).map((r) => expired(r, params));
            return `SELECT id FROM ${leadTable} WHERE ${conditions.join(" OR ")}`;
          });
        withLeads.push({
          table,
          action: "delete",
          sql: `DELETE FROM ${table} WHERE lead_id IN (${expiring.join(" UNION ALL ")})`,
          cutoffs: params.cutoffs,
        });
      } else if (rule.action !== "keep" && timed(rule)) {
        const params = new Parameters();
        const condition = expired(rule, params);
        if (rule.action === "delete") {
          deletions.push({ table, action: "delete", sql: `DELETE FROM ${table} WHERE ${condition}`, cutoffs: params.cutoffs });
        } else {
          // Only rows that still hold something count as cleared, so the log says what changed.
          const columns = rule.columns ?? [];
          clears.push({
            table,
            action: "clear",
            sql:
              `UPDATE ${table} SET ${columns.map((c) => `${c} = NULL`).join(", ")} ` +
              `WHERE ${condition} AND (${columns.map((c) => `${c} IS NOT NULL`).join(" OR ")})`,
            cutoffs: params.cutoffs,
          });
        }
      }
    }
  }
  return [...withLeads, ...deletions, ...clears];
}

/**
 * Applies every cutoff in ONE batch (a transaction), in the order of
 * {@link retentionStatements}, and counts what each table lost.
 */
export async function deleteExpiredRows(
  db: D1Database,
  cutoffs: RetentionCutoffs,
): Promise<{ deleted: RetentionCounts; cleared: RetentionCleared }> {
  const statements = retentionStatements();
  const results = await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.cutoffs.map((name) => cutoffs[name]))));
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
