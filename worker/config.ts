import type { WorkerEnv } from "./env.ts";

/** The Worker's settings from wrangler.toml `[vars]`, parsed once per use. */
export interface Config {
  /** Partner origins allowed besides the site's own (normalised `scheme://host[:port]`). */
  allowedOrigins: ReadonlySet<string>;
  /** Absolute base of links in mails, without a trailing slash. */
  siteUrl: string;
  mailFrom: { email: string; name: string };
  mailTo: string;
  rateLimit: boolean;
  mailchannelsApiKey: string | undefined;
  /** Turnstile keys; null (the default) switches the bot check off. */
  turnstile: { siteKey: string; secretKey: string } | null;
  /** Months inquiries and referrals are kept (`RETENTION_MONTHS`, default 24). */
  retentionMonths: number;
  /** Months consent records are kept as proof (`CONSENT_PROOF_MONTHS`, default 36). */
  consentProofMonths: number;
}

export const DEFAULT_RETENTION_MONTHS = 24;
export const DEFAULT_CONSENT_PROOF_MONTHS = 36;

/**
 * A whole number of months >= 1, else the default. A typo must never turn into "keep
 * nothing" (0 would delete every lead on the next cron run), so anything else is refused
 * loudly and the default applies.
 */
function months(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null || String(value).trim() === "") return fallback;
  const text = String(value).trim();
  if (/^[1-9][0-9]{0,3}$/.test(text)) return Number(text);
  console.error(`${name} must be a whole number of months >= 1, got ${JSON.stringify(text)}: using ${fallback}`);
  return fallback;
}

/** Normalises an origin the way browsers send it; undefined for anything that is not one. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Both keys or nothing. A site key without its secret would make every submission fail
 * the check, so that mistake is logged and the check stays off rather than losing leads.
 */
function turnstileKeys(env: WorkerEnv): Config["turnstile"] {
  const siteKey = String(env.TURNSTILE_SITE_KEY ?? "").trim();
  const secretKey = String(env.TURNSTILE_SECRET_KEY ?? "").trim();
  if (!siteKey) return null;
  if (!secretKey) {
    console.error("TURNSTILE_SITE_KEY is set but the secret TURNSTILE_SECRET_KEY is not: Turnstile stays off");
    return null;
  }
  return { siteKey, secretKey };
}

/** Reads the vars; missing optional values fall back to safe defaults instead of throwing. */
export function readConfig(env: WorkerEnv): Config {
  const origins = new Set<string>();
  for (const part of String(env.ALLOWED_ORIGINS ?? "").split(",")) {
    const origin = part.trim() && normaliseOrigin(part);
    if (origin) origins.add(origin);
  }
  return {
    allowedOrigins: origins,
    siteUrl: String(env.SITE_URL ?? "").replace(/\/+$/, ""),
    mailFrom: { email: String(env.MAIL_FROM ?? ""), name: String(env.MAIL_FROM_NAME ?? "") },
    mailTo: String(env.MAIL_TO ?? ""),
    rateLimit: String(env.RATE_LIMIT ?? "on").toLowerCase() !== "off",
    mailchannelsApiKey: env.MAILCHANNELS_API_KEY?.trim() || undefined,
    turnstile: turnstileKeys(env),
    retentionMonths: months("RETENTION_MONTHS", env.RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS),
    consentProofMonths: months("CONSENT_PROOF_MONTHS", env.CONSENT_PROOF_MONTHS, DEFAULT_CONSENT_PROOF_MONTHS),
  };
}
