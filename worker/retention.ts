/** The cron's retention job: each rule's cutoff for this run, then one batch that deletes or clears past it. */
import { allRetentionRules } from "../contract/retention/index.ts";
import type { RetentionCutoffs, RetentionMonths } from "../contract/retention/periods.ts";
import { deleteExpiredRows, type RetentionCleared, type RetentionCounts } from "./db/erasure/d1/retention.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The same instant `months` calendar months earlier (UTC), clamped to the month's last
 * day: 31 March minus one month is 28/29 February, not 3 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * Every cutoff of one run, from the rules' periods and the configured months. Rules that
 * share a cutoff share its period (the rules' test checks that).
 */
export function retentionCutoffs(now: Date, config: RetentionMonths): RetentionCutoffs {
  const cutoffs: Partial<RetentionCutoffs> = {};
  for (const rule of allRetentionRules()) {
    const { cutoff, period } = rule;
    if (!cutoff || typeof period === "string") continue;
    if ("days" in period) {
      cutoffs[cutoff] = new Date(now.getTime() - period.days * DAY_MS).toISOString();
    } else {
      const instant = monthsBefore(now, config[period.months]).toISOString();
      // Counters are per UTC day: a day goes once all of it lies before the cutoff.
      cutoffs[cutoff] = period.wholeDays ? instant.slice(0, 10) : instant;
    }
  }
  return cutoffs as RetentionCutoffs;
}

export interface RetentionReport {
  event: "retention";
  at: string;
  cutoffs: RetentionCutoffs;
  deleted: RetentionCounts;
  /** Rows whose idempotency data was cleared (the rows themselves stay). */
  cleared: RetentionCleared;
}

/**
 * Deletes every row past its period, clears idempotency data past its window, and logs one
 * JSON line with the counts, also when nothing changed, so the log proves the job runs. Throws
 * when D1 fails; the batch is one transaction, so nothing is half deleted.
 *
 * @example await applyRetention(env.DB, readConfig(env), new Date(scheduledTime))
 */
export async function applyRetention(db: D1Database, config: RetentionMonths, now: Date = new Date()): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(now, config);
  const { deleted, cleared } = await deleteExpiredRows(db, cutoffs);
  const report: RetentionReport = { event: "retention", at: now.toISOString(), cutoffs, deleted, cleared };
  console.log(JSON.stringify(report));
  return report;
}
