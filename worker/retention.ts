import type { Config } from "./config.ts";
import { deleteExpiredRows, type RetentionCounts, type RetentionCutoffs } from "./db/retention.ts";

/** Unconfirmed newsletter sign-ups: the confirmation link is valid this long, then the row goes. */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 7;
/** Sent mail stays readable (for `npm run leads -- show`) this long after delivery. */
export const SENT_MAIL_DAYS = 30;

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

/** The periods the retention job reads from the configuration. */
export type RetentionConfig = Pick<Config, "retentionMonths" | "consentProofMonths" | "funnelRetentionMonths">;

/** Every cutoff of one run, from the configured periods. */
export function retentionCutoffs(now: Date, config: RetentionConfig): RetentionCutoffs {
  return {
    leads: monthsBefore(now, config.retentionMonths).toISOString(),
    unconfirmedSubscribers: new Date(now.getTime() - UNCONFIRMED_SUBSCRIBER_DAYS * DAY_MS).toISOString(),
    sentMail: new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS).toISOString(),
    consents: monthsBefore(now, config.consentProofMonths).toISOString(),
    // Counters are per UTC day: a day goes once all of it lies before the cutoff.
    funnelDays: monthsBefore(now, config.funnelRetentionMonths).toISOString().slice(0, 10),
  };
}

export interface RetentionReport {
  event: "retention";
  at: string;
  cutoffs: RetentionCutoffs;
  deleted: RetentionCounts;
}

/**
 * The cron's retention job: deletes every row past its period and logs one JSON line with
 * the counts (also when nothing was deleted, so the log proves the job runs).
 *
 * @example await applyRetention(env.DB, readConfig(env), new Date(scheduledTime))
 */
export async function applyRetention(db: D1Database, config: RetentionConfig, now: Date = new Date()): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(now, config);
  const deleted = await deleteExpiredRows(db, cutoffs);
  const report: RetentionReport = { event: "retention", at: now.toISOString(), cutoffs, deleted };
  console.log(JSON.stringify(report));
  return report;
}
