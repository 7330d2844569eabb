/**
 * How long the system keeps what it stores: the rule of every table, the settings that set
 * a period in months with their defaults, and the parser of those settings. Everything that
 * states a period reads it here: the cron's SQL is built from these rules
 * (worker/db/retention.ts), the privacy page states their periods, and the retention table
 * of the documentation is rendered from them (`retentionTableMarkdown`; a test compares).
 */

import { inquiryColumnMatches } from "./inquiry-columns.ts";
import { referralColumnMatches, referralSecondPerson } from "./referral-columns.ts";
import type { PersonalMatch } from "./personal-match.ts";

export type { PersonalMatch } from "./personal-match.ts";

/** The periods set in months by a wrangler.toml `[vars]` entry, and their defaults. */
export const monthsSettings = {
  /** Inquiries and referrals: long enough to answer, offer and follow up a project. */
  retentionMonths: { variable: "RETENTION_MONTHS", default: 24 },
  /** Consent records: proof of consent for as long as it may be asked for. */
  consentProofMonths: { variable: "CONSENT_PROOF_MONTHS", default: 36 },
  /** Funnel counters: a year plus the month before it, so this month compares with last year's. */
  funnelRetentionMonths: { variable: "FUNNEL_RETENTION_MONTHS", default: 13 },
} as const satisfies Record<string, { variable: string; default: number }>;

export type MonthsSetting = keyof typeof monthsSettings;

/** Every period in months, as the retention job and the privacy page use them. */
export type RetentionMonths = Record<MonthsSetting, number>;

/**
 * A period setting's value: a whole number of months >= 1 (at most four digits), else
 * undefined. A typo must never turn into "keep nothing" (0 would delete every lead on the
 * next cron run), so the caller applies the default instead.
 */
export function parseMonths(value: unknown): number | undefined {
  const text = String(value ?? "").trim();
  return /^[1-9][0-9]{0,3}$/.test(text) ? Number(text) : undefined;
}

/**
 * Every period from the `[vars]`: each setting parsed, or its default when missing or
 * refused. `refused` hears of each value that was set but is not a period.
 *
 * @example readRetentionMonths({ RETENTION_MONTHS: "12" }) // { retentionMonths: 12, consentProofMonths: 36, funnelRetentionMonths: 13 }
 */
export function readRetentionMonths(vars: object, refused?: (variable: string, value: string, fallback: number) => void): RetentionMonths {
  const months = {} as RetentionMonths;
  for (const [setting, { variable, default: fallback }] of Object.entries(monthsSettings) as [
    MonthsSetting,
    (typeof monthsSettings)[MonthsSetting],
  ][]) {
    const raw: unknown = (vars as Record<string, unknown>)[variable];
    const parsed = parseMonths(raw);
    const text = String(raw ?? "").trim();
    if (parsed === undefined && text !== "") refused?.(variable, text, fallback);
    months[setting] = parsed ?? fallback;
  }
  return months;
}

/** The job's cutoffs: rules that share one share its period (the rules' test checks that). */
export const cutoffNames = [
  "leads",
  "unconfirmedSubscribers",
  "unsubscribedSubscribers",
  "sentMail",
  "deadMail",
  "consents",
  "funnelDays",
  "idempotencyKeys",
  "mailboxCaps",
  "funnelOpenings",
  "unmatchedBookings",
] as const;
export type CutoffName = (typeof cutoffNames)[number];

/**
 * The instants (ISO timestamps; the funnel's a `YYYY-MM-DD` day) before which each kind of
 * row goes: rows strictly older than their cutoff are deleted, or their columns cleared.
 */
export type RetentionCutoffs = Record<CutoffName, string>;

/**
 * How long rows of one kind are kept: a fixed number of days, calendar months from a
 * setting, or no period of their own (`lead`: they go with the lead they belong to; `kept`:
 * they stay while their state lasts, and each state change moves them under another rule).
 */
export type RetentionPeriod = { days: number } | { months: MonthsSetting; wholeDays?: true } | "lead" | "kept";

export interface RetentionRule {
  /** Which rows, in words (the documentation's table). */
  rows: string;
  /** `delete` the rows, or `clear` only `columns` (the row itself stays), or `keep` them. */
  action: "delete" | "clear" | "keep";
  columns?: readonly string[];
  /** SQL: what picks the rule's rows besides their age (a status), when it covers only some. */
  where?: string;
  period: RetentionPeriod;
  /** SQL: the column (or expression) the period counts from. */
  age?: string;
  /** What the period counts from, in words with its column (Markdown). */
  from?: string;
  /** The job's cutoff that applies this rule (every rule with a period of its own has one). */
  cutoff?: CutoffName;
  why: string;
}

export interface TableRetention {
  /** What the table holds: `personal` data, rendered `mail` (and webhook bodies), or `none`. */
  holds: "personal" | "mail" | "none";
  /**
   * EVERY column of the table with what it can hold of a person. A test fails when a
   * migration adds a column that is not here, so no personal value can be stored where
   * erasure and the retention job do not look.
   */
  columns: Readonly<Record<string, PersonalMatch>>;
  /** The table's rows are leads: the outbox rows naming one in `lead_id` go with it. */
  leads?: true;
  /**
   * The columns of a second person a row holds beside the one it belongs to (a referral's
   * referred contact): erasing that person replaces these with `[removed]` and keeps the
   * row, which stays the first person's.
   */
  secondPerson?: readonly string[];
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
  age: "created_at",
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
 * when. A test fails when a migration creates a table that has no entry here.
 */
export const retentionRules = {
  app_meta: {
    holds: "none",
    columns: {
      key: "none",
      value: "none",
    },
    rules: [],
    why: "the schema's name, read by the health check: nothing personal, nothing to delete",
  },
  project_inquiries: {
    holds: "personal",
    columns: {
      id: "none",
      created_at: "none",
      locale: "none",
      source: "none",
      idempotency_key: "none",
      idempotency_body_hash: "none",
      status: "none",
      status_changed_at: "none",
      booking_token: "none",
      attribution: "json",
      campaign: "free-text",
      // Each answer's column is declared with its field, so a new field cannot miss it.
      ...inquiryColumnMatches,
      hidden_fields: "json",
    },
    leads: true,
    rules: [
      {
        rows: "every inquiry, with its mails and webhook calls",
        action: "delete",
        period: { months: "retentionMonths" },
        age: "created_at",
        from: "`created_at`",
        cutoff: "leads",
        why: "long enough to answer, offer and follow up a project",
      },
      idempotencyRule("inquiry"),
    ],
  },
  referrals: {
    holds: "personal",
    columns: {
      id: "none",
      created_at: "none",
      locale: "none",
      source: "none",
      idempotency_key: "none",
      idempotency_body_hash: "none",
      status: "none",
      status_changed_at: "none",
      attribution: "json",
      campaign: "free-text",
      ...referralColumnMatches,
    },
    leads: true,
    secondPerson: referralSecondPerson,
    rules: [
      {
        rows: "every referral, with its mails and webhook calls",
        action: "delete",
        period: { months: "retentionMonths" },
        age: "created_at",
        from: "`created_at`",
        cutoff: "leads",
        why: "long enough for the referred company to sign up and the reward to be paid",
      },
      idempotencyRule("referral"),
    ],
  },
  newsletter_subscribers: {
    holds: "personal",
    columns: {
      id: "none",
      email: "address",
      locale: "none",
      source: "none",
      status: "none",
      confirm_token_hash: "none",
      unsubscribe_token_hash: "none",
      created_at: "none",
      confirmation_sent_at: "none",
      confirmed_at: "none",
      unsubscribed_at: "none",
    },
    leads: true,
    rules: [
      {
        rows: "sign-ups never confirmed (`pending`)",
        action: "delete",
        where: "status = 'pending'",
        period: { days: 7 },
        // A renewed sign-up counts from its latest confirmation mail, not from the first
        // attempt: its link is still valid for 7 days.
        age: "COALESCE(confirmation_sent_at, created_at)",
        from: "the last confirmation mail (`confirmation_sent_at`)",
        cutoff: "unconfirmedSubscribers",
        why: "the confirmation link is valid this long; a renewed sign-up counts from its latest mail",
      },
      {
        rows: "unsubscribed addresses (`unsubscribed`)",
        action: "delete",
        where: "status = 'unsubscribed'",
        period: { days: 30 },
        age: "COALESCE(unsubscribed_at, created_at)",
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
        where: "status = 'confirmed'",
        period: "kept",
        why: "while subscribed; unsubscribing moves the row under the rule above",
      },
    ],
  },
  outbox: {
    holds: "mail",
    columns: {
      id: "none",
      kind: "none",
      lead_id: "none",
      channel: "none",
      recipient: "recipients",
      subject: "free-text",
      message: "json",
      status: "none",
      attempts: "none",
      uncertain: "none",
      next_attempt_at: "none",
      claim_token: "none",
      claimed_until: "none",
      last_error: "free-text",
      created_at: "none",
      sent_at: "none",
    },
    rules: [
      {
        rows: "mails and webhook calls of a lead that is deleted, whatever their status",
        action: "delete",
        period: "lead",
        why: "a pending or dead row still carries the lead's data in `message`",
      },
      {
        rows: "sent mails and webhook calls (`sent`)",
        action: "delete",
        where: "status = 'sent'",
        period: { days: 30 },
        age: "COALESCE(sent_at, created_at)",
        from: "sending (`sent_at`)",
        cutoff: "sentMail",
        why: "long enough to answer 'did my request arrive?' and read it with `npm run leads -- show`",
      },
      {
        rows: "mails and webhook calls that failed for good (`dead`)",
        action: "delete",
        where: "status = 'dead'",
        period: { days: 30 },
        // For a dead row `next_attempt_at` is its last attempt plus the back-off it would
        // have waited (at most hours): the nearest to "when it died" the table records, and
        // `outbox retry` resets it, so a row staff queued again gets its full 30 days.
        age: "next_attempt_at",
        from: "the last attempt (`next_attempt_at`)",
        cutoff: "deadMail",
        why: "time for staff to see the failure (`npm run leads -- outbox`), fix it and retry; then the whole mail goes",
      },
      {
        rows: "mails and webhook calls still to deliver (`pending`)",
        action: "keep",
        where: "status = 'pending'",
        period: "kept",
        why: "until sent or dead (then the rules above), or deleted with their lead",
      },
    ],
  },
  consents: {
    holds: "personal",
    columns: {
      id: "none",
      consent_id: "none",
      created_at: "none",
      functional: "none",
      analytics: "none",
      revision: "none",
      locale: "none",
      source: "none",
      idempotency_key: "none",
      idempotency_body_hash: "none",
    },
    rules: [
      {
        rows: "every consent record",
        action: "delete",
        period: { months: "consentProofMonths" },
        age: "created_at",
        from: "`created_at`",
        cutoff: "consents",
        why: "proof that consent was given (Art. 7(1) GDPR) for as long as it may be asked for",
      },
      idempotencyRule("consent record"),
    ],
  },
  funnel_counts: {
    holds: "none",
    columns: {
      day: "none",
      source: "none",
      campaign: "free-text",
      lang: "none",
      event: "none",
      step: "none",
      count: "none",
    },
    rules: [
      {
        rows: "daily counters of UTC days before the cutoff",
        action: "delete",
        period: { months: "funnelRetentionMonths", wholeDays: true },
        age: "day",
        from: "the day counted (`day`)",
        cutoff: "funnelDays",
        why: "anonymous counts, kept for a year-on-year comparison",
      },
    ],
    why: "anonymous counts per day, source, campaign and language: a campaign that looks like an address is stored as `(redacted)`",
  },
  mailbox_caps: {
    holds: "personal",
    columns: {
      purpose: "none",
      mailbox: "address-hash",
      sent_at: "none",
    },
    rules: [
      {
        rows: "every slot (a hashed mailbox and when it last got an acknowledgement or confirmation)",
        action: "delete",
        period: { days: 2 },
        age: "sent_at",
        from: "`sent_at`",
        cutoff: "mailboxCaps",
        why: "only needed within the longest window (one acknowledgement a day per mailbox), plus a day's margin",
      },
    ],
  },
  funnel_openings: {
    holds: "none",
    columns: {
      opening: "none",
      event: "none",
      step: "none",
      created_at: "none",
      counted: "none",
    },
    rules: [
      {
        rows: "every opening (a random id the widget made, and which events it counted)",
        action: "delete",
        period: { days: 2 },
        age: "created_at",
        from: "`created_at`",
        cutoff: "funnelOpenings",
        why: "only needed while a visitor is in the questionnaire; the day's counters stay",
      },
    ],
    why: "a random id per opening of the questionnaire: nothing ties it to a visitor",
  },
  erased_leads: {
    holds: "none",
    columns: {
      id: "none",
      erased_at: "none",
    },
    rules: [],
    why: "only the random ids of erased inquiries, so that a replayed booking webhook cannot store an erased person again: no name, address or text",
  },
  bookings: {
    holds: "personal",
    columns: {
      id: "none",
      uid: "none",
      event: "none",
      lead_id: "none",
      status: "none",
      start_at: "none",
      end_at: "none",
      attendee_name: "detail",
      attendee_email: "address",
      created_at: "none",
      ical_uid: "none",
      location: "none",
      replaces_uid: "none",
    },
    rules: [
      {
        rows: "calls booked, moved or cancelled through the calendar that belong to an inquiry",
        action: "delete",
        period: "lead",
        why: "part of the inquiry's history; they hold no name or address of their own",
      },
      {
        rows: "bookings that matched no inquiry (the attendee's name and address)",
        action: "delete",
        where: "lead_id IS NULL",
        period: { days: 30 },
        age: "created_at",
        from: "the calendar's webhook (`created_at`)",
        cutoff: "unmatchedBookings",
        why: "time for staff to match the call to a lead by hand (`npm run leads -- bookings`)",
      },
    ],
  },
  lead_work: {
    holds: "personal",
    columns: {
      lead_id: "none",
      // A staff member's address (the inbox's owner of the lead), never the visitor's.
      owner: "none",
      next_step_on: "none",
      // What staff wrote they will do next: it can name the person ("call Anna Berger").
      next_step_text: "free-text",
      reward: "none",
      reward_paid_on: "none",
      updated_at: "none",
    },
    rules: [
      {
        rows: "the staff inbox's owner, next step and reward of a lead",
        action: "delete",
        period: "lead",
        why: "part of the lead's handling; nothing without the lead",
      },
    ],
  },
  lead_notes: {
    holds: "personal",
    columns: {
      id: "none",
      lead_id: "none",
      author: "none",
      body: "free-text",
      created_at: "none",
    },
    rules: [
      {
        rows: "staff notes on a lead (what was agreed, who called)",
        action: "delete",
        period: "lead",
        why: "about the lead's person: they go with the lead",
      },
    ],
  },
  lead_history: {
    holds: "personal",
    columns: {
      id: "none",
      lead_id: "none",
      actor: "none",
      action: "none",
      detail: "json",
      at: "none",
    },
    rules: [
      {
        rows: "every change staff made to a lead (who, what, when)",
        action: "delete",
        period: "lead",
        why: "the lead's handling, kept exactly as long as the lead",
      },
    ],
  },
  staff_digests: {
    holds: "none",
    columns: {
      day: "none",
      queued_at: "none",
    },
    rules: [
      {
        rows: "one row per day the staff's morning digest was handled",
        action: "keep",
        period: "kept",
        why: "a date and a time, nothing else: it keeps a repeated cron run from mailing the digest twice",
      },
    ],
    why: "only the days the digest went out",
  },
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
 * The documentation's retention table, rendered from {@link retentionRules}: a test compares
 * the documentation with this text, so it cannot drift from what the job does.
 */
export function retentionTableMarkdown(): string {
  const lines = ["| Table | Holds | Rows | Rule | Why |", "|---|---|---|---|---|"];
  const holds = { personal: "personal data", mail: "mails and webhook bodies", none: "no personal data" } as const;
  for (const [table, retention] of retentionTables()) {
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
