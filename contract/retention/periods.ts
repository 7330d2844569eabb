/** The periods set in months (defaults and parser), and the names of the job's cutoffs. */

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
 * A period setting: whole months >= 1 (at most four digits), else undefined so the caller
 * applies the default. A typo must never mean 0, which would delete every lead.
 */
export function parseMonths(value: unknown): number | undefined {
  const text = String(value ?? "").trim();
  return /^[1-9][0-9]{0,3}$/.test(text) ? Number(text) : undefined;
}

/**
 * Every period from `[vars]`, or its default when missing or refused; `refused` hears of each
 * value set but invalid.
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

/** Per kind of row, the instant (ISO; the funnel's a `YYYY-MM-DD` day) strictly before which rows go. */
export type RetentionCutoffs = Record<CutoffName, string>;
