/**
 * The settings the privacy policy states, taken from the Worker's configuration
 * (wrangler.toml `[vars]`) when the site is built, so the page always says what the
 * Worker really does: change a retention period there and the next build's page changes.
 */
export interface PrivacyConfig {
  /** Months inquiries and referrals are kept (`RETENTION_MONTHS`). */
  retentionMonths: number;
  /** Months consent records are kept as proof (`CONSENT_PROOF_MONTHS`). */
  consentProofMonths: number;
  /** Months the anonymous funnel counters are kept (`FUNNEL_RETENTION_MONTHS`); null when not configured. */
  funnelRetentionMonths: number | null;
  /** Cloudflare Turnstile protects the forms (`TURNSTILE_SITE_KEY` set). */
  turnstile: boolean;
  /** Leads are forwarded to webhook receivers (`WEBHOOK_URLS` set). */
  webhooks: boolean;
  /** A tag manager container is configured (loads only after consent). */
  tagManager: boolean;
}

/** The Worker's defaults (worker/config.ts) when a value is missing or invalid. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const DEFAULT_CONSENT_PROOF_MONTHS = 36;

/** Fixed periods of the Worker's retention job (worker/retention.ts; a test keeps them equal). */
export const FIXED_RETENTION = {
  /** Newsletter sign-ups never confirmed are deleted this many days after the last confirmation mail. */
  unconfirmedNewsletterDays: 7,
  /** Unsubscribed newsletter addresses are deleted this many days after the unsubscription. */
  unsubscribedNewsletterDays: 30,
  /** Sent mail (the outbox) is deleted this many days after sending. */
  sentMailDays: 30,
  /** Mail that could not be delivered is deleted this many days after the last attempt. */
  deadMailDays: 30,
} as const;

/** The same rule as the Worker: a whole number >= 1, else the default (never "keep nothing"). */
function months(value: string | undefined, fallback: number): number;
function months(value: string | undefined, fallback: null): number | null;
function months(value: string | undefined, fallback: number | null): number | null {
  const text = (value ?? "").trim();
  return /^[1-9][0-9]{0,3}$/.test(text) ? Number(text) : fallback;
}

/** The policy's settings from wrangler.toml `[vars]` and the build's tag manager id. */
export function privacyConfigFromVars(vars: Record<string, string | undefined>, tagManagerId = ""): PrivacyConfig {
  return {
    retentionMonths: months(vars.RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS),
    consentProofMonths: months(vars.CONSENT_PROOF_MONTHS, DEFAULT_CONSENT_PROOF_MONTHS),
    funnelRetentionMonths: months(vars.FUNNEL_RETENTION_MONTHS, null),
    turnstile: Boolean(vars.TURNSTILE_SITE_KEY?.trim()),
    webhooks: (vars.WEBHOOK_URLS ?? "").split(",").some((url) => url.trim() !== ""),
    tagManager: tagManagerId.trim() !== "",
  };
}
