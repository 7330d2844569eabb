import { type Config, DEFAULT_CONSENT_PROOF_MONTHS, DEFAULT_FUNNEL_RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS } from "./config.ts";
import { type CutoffName, deleteExpiredRows, type RetentionCleared, type RetentionCounts, type RetentionCutoffs } from "./db/retention.ts";

/** The periods the retention job reads from the configuration. */
export type RetentionConfig = Pick<Config, "retentionMonths" | "consentProofMonths" | "funnelRetentionMonths">;
export type MonthsSetting = keyof RetentionConfig;

/** The wrangler.toml `[vars]` entry and default of each configurable period. */
export const monthsSettings: Record<MonthsSetting, { variable: string; default: number }> = {
  retentionMonths: { variable: "RETENTION_MONTHS", default: DEFAULT_RETENTION_MONTHS },
  consentProofMonths: { variable: "CONSENT_PROOF_MONTHS", default: DEFAULT_CONSENT_PROOF_MONTHS },
  funnelRetentionMonths: { variable: "FUNNEL_RETENTION_MONTHS", default: DEFAULT_FUNNEL_RETENTION_MONTHS },
};

/**
 * How long rows of one kind are kept: a fixed number of days, calendar months from a
 * setting, or no period of their own (`lead`: they go with the lead they belong to; `kept`:
 * they stay while their state lasts, and each state change moves them under another rule).
 */
export type RetentionPeriod = { days: number } | { months: MonthsSetting; wholeDays?: true } | "lead" | "kept";

export interface RetentionRule {
  /** Which rows, in words (README and privacy text). */
  rows: string;
  /** `delete` the rows, or `clear` only `columns` (the row itself stays). */
  action: "delete" | "clear" | "keep";
  columns?: readonly string[];
  period: RetentionPeriod;
  /** What the period counts from, with its column (Markdown, for README). */
  from?: string;
  /** The job's cutoff that applies this rule (rules with a period always have one). */
  cutoff?: CutoffName;
  why: string;
}

export interface TableRetention {
  /** What the table holds: `personal` data, rendered `mail` (and webhook bodies), or `none`. */
  holds: "personal" | "mail" | "none";
  rules: readonly RetentionRule[];
  /** For `none`: why the table needs no rule. */
  why?: string;
}

/** Client retries arrive within seconds or minutes; a week covers a visitor who retries the next day. */
const IDEMPOTENCY_DAYS = 7;

const idempotencyRule = (what: string): RetentionRule => ({
  rows: `Idempotency-Key of every ${what}`,
  action: "clear",
  columns: ["idempotency_key", "idempotency_body_hash"],
  period: { days: IDEMPOTENCY_DAYS },
  from: "`created_at`",
  cutoff: "idempotencyKeys",
  // The key only lets a client's retry answer the first row instead of storing it twice,
  // and the body hash only tells such a retry from another submission under the same key.
  // Nobody retries a week later, and the hash of a submission could confirm a guess of its
  // content: both go once they can no longer serve their purpose. (A retry after that would
  // be stored as a new row, which staff see and can delete.)
  why: "only a client's retry needs it; the body hash could confirm a guess of the content",
});

/**
 * The retention rule of EVERY table the migrations create: what it holds and which rows go
 * when. The cron's job derives its cutoffs from these periods, README's retention table is
 * rendered from them (`retentionTableMarkdown`), and a test fails when a migration creates a
 * table that has no entry here.
 */
export const retentionRules = {
  app_meta: {
    holds: "none",
    rules: [],
    why: "the schema's name, read by the health check: nothing personal, nothing to delete",
  },
  project_inquiries: {
    holds: "personal",
    rules: [
      {
        rows: "every inquiry, with its mails and webhook calls",
        action: "delete",
        period: { months: "retentionMonths" },
        from: "`created_at`",
        cutoff: "leads",
        why: "long enough to answer, offer and follow up a project",
      },
      idempotencyRule("inquiry"),
    ],
  },
  referrals: {
    holds: "personal",
    rules: [
      {
        rows: "every referral, with its mails and webhook calls",
        action: "delete",
        period: { months: "retentionMonths" },
        from: "`created_at`",
        cutoff: "leads",
        why: "long enough for the referred company to sign up and the reward to be paid",
      },
      idempotencyRule("referral"),
    ],
  },
  newsletter_subscribers: {
    holds: "personal",
    rules: [
      {
        rows: "sign-ups never confirmed (`pending`)",
        action: "delete",
        period: { days: 7 },
        from: "the last confirmation mail (`confirmation_sent_at`)",
        cutoff: "unconfirmedSubscribers",
        why: "the confirmation link is valid this long; a renewed sign-up counts from its latest mail",
      },
      {
        rows: "unsubscribed addresses (`unsubscribed`)",
        action: "delete",
        period: { days: 30 },
        from: "the unsubscription (`unsubscribed_at`)",
        cutoff: "unsubscribedSubscribers",
        // Double opt-in means nothing is ever sent to an address without a confirmed row,
        // and a new sign-up needs a new confirmation: honouring the unsubscribe needs no
        // suppression list, so the address is not kept for that. It stays 30 days only so
        // the unsubscribe link in newsletters already delivered still answers "you are
        // unsubscribed" (a "link invalid" page would make people think it failed), which is
        // within the month Art. 12(3) GDPR allows for acting on a request.
        why: "no suppression list is needed (double opt-in); the unsubscribe link keeps answering for a month",
      },
      {
        rows: "confirmed subscriptions (`confirmed`)",
        action: "keep",
        period: "kept",
        why: "while subscribed; unsubscribing moves the row under the rule above",
      },
    ],
  },
  outbox: {
    holds: "mail",
    rules: [
      {
        rows: "mails and webhook calls of a lead that is deleted, whatever their status",
        action: "delete",
        period: "lead",
        cutoff: "leads",
        why: "a pending or dead row still carries the lead's data in `message`",
      },
      {
        rows: "sent mails and webhook calls (`sent`)",
        action: "delete",
        period: { days: 30 },
        from: "sending (`sent_at`)",
        cutoff: "sentMail",
        why: "long enough to answer 'did my request arrive?' and read it with `npm run leads -- show`",
      },
      {
        rows: "mails and webhook calls that failed for good (`dead`)",
        action: "delete",
        period: { days: 30 },
        // For a dead row `next_attempt_at` is its last attempt plus the back-off it would
        // have waited (at most hours): the nearest to "when it died" the table records, and
        // `outbox retry` resets it, so a row staff queued again gets its full 30 days.
        from: "the last attempt (`next_attempt_at`)",
        cutoff: "deadMail",
        why: "time for staff to see the failure (`npm run leads -- outbox`), fix it and retry; then the whole mail goes",
      },
      {
        rows: "mails and webhook calls still to deliver (`pending`)",
        action: "keep",
        period: "kept",
        why: "until sent or dead (then the rules above), or deleted with their lead",
      },
    ],
  },
  consents: {
    holds: "personal",
    rules: [
      {
        rows: "every consent record",
        action: "delete",
        period: { months: "consentProofMonths" },
        from: "`created_at`",
        cutoff: "consents",
        why: "proof that consent was given (Art. 7(1) GDPR) for as long as it may be asked for",
      },
      idempotencyRule("consent record"),
    ],
  },
  funnel_counts: {
    holds: "none",
    rules: [
      {
        rows: "daily counters of UTC days before the cutoff",
        action: "delete",
        period: { months: "funnelRetentionMonths", wholeDays: true },
        from: "the day counted (`day`)",
        cutoff: "funnelDays",
        why: "anonymous counts, kept for a year-on-year comparison",
      },
    ],
    why: "anonymous counts per day, source and language: nothing ties them to a person",
  },
} as const satisfies Record<string, TableRetention>;

export type RetainedTable = keyof typeof retentionRules;

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

function allRules(): RetentionRule[] {
  return Object.values(retentionRules).flatMap((table: TableRetention) => table.rules);
}

/**
 * Every cutoff of one run, from the rules' periods and the configured months. Rules that
 * share a cutoff share its period (the rules' test checks that).
 */
export function retentionCutoffs(now: Date, config: RetentionConfig): RetentionCutoffs {
  const cutoffs: Partial<RetentionCutoffs> = {};
  for (const rule of allRules()) {
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
 * The cron's retention job: deletes every row past its period, clears idempotency data past
 * its window, and logs one JSON line with the counts (also when nothing changed, so the log
 * proves the job runs).
 *
 * @example await applyRetention(env.DB, readConfig(env), new Date(scheduledTime))
 */
export async function applyRetention(db: D1Database, config: RetentionConfig, now: Date = new Date()): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(now, config);
  const { deleted, cleared } = await deleteExpiredRows(db, cutoffs);
  const report: RetentionReport = { event: "retention", at: now.toISOString(), cutoffs, deleted, cleared };
  console.log(JSON.stringify(report));
  return report;
}

function periodText(period: RetentionPeriod): string {
  if (period === "lead") return "with its lead";
  if (period === "kept") return "kept";
  if ("days" in period) return `${period.days} days`;
  const setting = monthsSettings[period.months];
  return `\`${setting.variable}\` months (default ${setting.default})`;
}

function ruleText(rule: RetentionRule): string {
  if (rule.action === "keep") return "kept";
  const when = rule.period === "lead" ? "with its lead" : `${periodText(rule.period)} after ${rule.from}`;
  const what = rule.action === "clear" ? `${(rule.columns ?? []).map((c) => `\`${c}\``).join(", ")} set to NULL` : "deleted";
  return `${what} ${when}`;
}

/**
 * README's retention table, rendered from {@link retentionRules}: a test compares README
 * with this text, so the documentation cannot drift from what the job does.
 */
export function retentionTableMarkdown(): string {
  const lines = ["| Table | Holds | Rows | Rule | Why |", "|---|---|---|---|---|"];
  const holds = { personal: "personal data", mail: "mails and webhook bodies", none: "no personal data" } as const;
  for (const [table, retention] of Object.entries(retentionRules) as [RetainedTable, TableRetention][]) {
    if (retention.rules.length === 0) {
      lines.push(`| \`${table}\` | ${holds[retention.holds]} | - | none needed | ${retention.why} |`);
      continue;
    }
    for (const rule of retention.rules) {
      lines.push(`| \`${table}\` | ${holds[retention.holds]} | ${rule.rows} | ${ruleText(rule)} | ${rule.why} |`);
    }
  }
  return lines.join("\n");
}
