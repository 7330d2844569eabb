/**
 * The Worker's settings, read from wrangler.toml `[vars]` and the secrets. A bad value is
 * logged once per isolate and a safe default applies, so a typo never stops the Worker.
 */
import { Webhook } from "standardwebhooks";
import { type AgencyLocale, toAgencyLocale } from "../contract/locales.ts";
import { readRetentionMonths } from "../contract/retention/periods.ts";
import { company } from "../contract/site/company.ts";
import type { WorkerEnv } from "./env.ts";
import { isLoopbackHost } from "./lib/loopback.ts";
import { exactOrigin, normaliseOrigin, siteOrigins } from "./lib/origins.ts";

/** The Worker's settings, parsed once per request (the `settings()` middleware) or cron run. */
export interface Config {
  /** Partner origins allowed besides the site's own, each with its partner id (`ALLOWED_ORIGINS` entry `id=origin`) or null. */
  allowedOrigins: ReadonlyMap<string, string | null>;
  /** Absolute base of links in mails, without a trailing slash. */
  siteUrl: string;
  /** The site's own origin, from `SITE_URL` (never from the request); undefined while SITE_URL is not a URL. */
  siteOrigin: string | undefined;
  /**
   * The origins that count as the site itself: `siteOrigin`, and for a loopback SITE_URL the
   * same port on the other loopback names (wrangler prints 127.0.0.1, a browser may use localhost).
   */
  siteOrigins: ReadonlySet<string>;
  /** The sender: `MAIL_FROM`, named after the company (contract/site/company.ts), as the site is. */
  mailFrom: { email: string; name: string };
  mailTo: string;
  /** The language of the agency's own notifications (`AGENCY_LOCALE`, German unless "en"), whatever the visitor's. */
  agencyLocale: AgencyLocale;
  /**
   * Working days within which the agency promises a personal answer (`RESPONSE_WORKING_DAYS`,
   * default 1): the acknowledgements state it in words, the same promise the site makes.
   */
  responseWorkingDays: number;
  /**
   * Seconds an inquiry's acknowledgement waits while its visitor is on the booking step
   * (`ACK_HOLD_SECONDS`): a booking made there replaces it, so the visitor gets one mail.
   */
  ackHoldSeconds: number;
  /** False when `RATE_LIMIT` is "off" (local runs that submit faster than any visitor). */
  rateLimit: boolean;
  /** The MailChannels Email API; undefined while the key or the URL is missing (mail then waits in the outbox). */
  mail: MailChannelsSettings | undefined;
  /** Where every stored inquiry and referral is POSTed (`WEBHOOK_URLS`); may be empty. */
  webhookUrls: readonly string[];
  /** The Standard Webhooks signing secret (`whsec_...`); undefined while missing or malformed: webhook calls wait in the outbox. */
  webhookSecret: string | undefined;
  /** Turnstile keys; null (the default) switches the bot check off. */
  turnstile: { siteKey: string; secretKey: string } | null;
  /** Months inquiries and referrals are kept (`RETENTION_MONTHS`). */
  retentionMonths: number;
  /** Months consent records are kept as proof (`CONSENT_PROOF_MONTHS`). */
  consentProofMonths: number;
  /** Months the questionnaire funnel's daily counters are kept (`FUNNEL_RETENTION_MONTHS`). */
  funnelRetentionMonths: number;
  /** The secret Cal.com signs its booking webhooks with (`CALCOM_WEBHOOK_SECRET`); undefined: every booking webhook is refused. */
  calcomWebhookSecret: string | undefined;
  /**
   * Cal.com's API v2 for the questionnaire's booking step (`CALCOM_API_URL`,
   * `CALCOM_EVENT_TYPE_ID`, the secret `CALCOM_API_KEY`); undefined while the URL or the
   * event type is missing or malformed: the questionnaire then books on the booking page.
   */
  scheduling: SchedulingSettings | undefined;
}

/** What the Cal.com client needs. */
export interface SchedulingSettings {
  /** The API's base, without a trailing slash (`https://api.cal.com`). */
  apiUrl: string;
  /** Sent as a bearer token when set, so the rate limit is the agency's own. */
  apiKey: string | undefined;
  eventTypeId: number;
  /** Where Cal.com's own reschedule and cancel pages are: the booking page's origin (contract/site/company.ts). */
  bookerUrl: string;
}

/** What the MailChannels transport needs; DKIM only when all three DKIM settings are present. */
export interface MailChannelsSettings {
  apiKey: string;
  apiUrl: string;
  dkim?: { domain: string; selector: string; privateKey: string };
}

const reported = new Set<string>();
/** Logs a configuration mistake once per isolate: readConfig runs on every request. */
function configError(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

/**
 * A partner id in `ALLOWED_ORIGINS`. It is shown as a lead's `source`, so never `/` or `:`,
 * which would read as a page path or an origin.
 */
const PARTNER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function readSiteOrigin(siteUrl: string): string | undefined {
  const origin = normaliseOrigin(siteUrl);
  if (!origin) {
    configError(
      `SITE_URL must be the site's absolute http(s) URL, got ${JSON.stringify(siteUrl)}: ` +
        "the site's own pages cannot POST to the API until it is set",
    );
  }
  return origin;
}

/**
 * `ALLOWED_ORIGINS`: comma-separated entries, each an origin (`https://www.partner.example`)
 * or a partner id and its origin (`partner-x=https://www.partner-x.example`). A malformed
 * entry is refused with a log line and does not take the good ones down with it.
 */
export function parseAllowedOrigins(value: unknown, site: ReadonlySet<string>): Map<string, string | null> {
  const origins = new Map<string, string | null>();
  for (const part of String(value ?? "").split(",")) {
    const entry = part.trim();
    if (!entry) continue;
    const eq = entry.indexOf("=");
    const id = eq === -1 ? null : entry.slice(0, eq).trim();
    const origin = exactOrigin(eq === -1 ? entry : entry.slice(eq + 1));
    const refuse = (why: string) => configError(`ALLOWED_ORIGINS: ignoring ${JSON.stringify(entry)}: ${why}`);
    if (id !== null && !PARTNER_ID_PATTERN.test(id)) {
      refuse("a partner id is 1-64 of A-Z a-z 0-9 . _ - starting with a letter or digit");
    } else if (!origin) {
      refuse("expected scheme://host[:port] or partner-id=scheme://host[:port] (no path)");
    } else if (site.has(origin)) {
      refuse("that is the site's own origin (SITE_URL), always allowed and never a partner");
    } else if (origins.has(origin) && origins.get(origin) !== id) {
      refuse(`${origin} is already listed as ${origins.get(origin) ?? "a plain origin"}; one origin, one partner`);
    } else {
      origins.set(origin, id);
    }
  }
  return origins;
}

/**
 * A webhook target: https anywhere, plain http only to this machine (a receiver under
 * development), so lead data never crosses a network unencrypted.
 */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

function webhookUrls(value: unknown): string[] {
  const urls: string[] = [];
  for (const part of String(value ?? "").split(",")) {
    const url = part.trim();
    if (!url) continue;
    if (isWebhookUrl(url)) urls.push(url);
    else configError(`WEBHOOK_URLS: ignoring ${JSON.stringify(url)} (https URLs only; http only for localhost)`);
  }
  return [...new Set(urls)];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function mailSettings(env: WorkerEnv): MailChannelsSettings | undefined {
  const apiKey = text(env.MAILCHANNELS_API_KEY);
  const apiUrl = text(env.MAILCHANNELS_API_URL);
  if (!apiKey || !apiUrl) return undefined;
  const dkim = { domain: text(env.DKIM_DOMAIN), selector: text(env.DKIM_SELECTOR), privateKey: text(env.DKIM_PRIVATE_KEY) };
  const dkimSet = [dkim.domain, dkim.selector, dkim.privateKey].filter(Boolean).length;
  // Half a DKIM setup would make MailChannels refuse every mail: send unsigned and say why.
  if (dkimSet > 0 && dkimSet < 3)
    configError("DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and the secret DKIM_PRIVATE_KEY: sending without DKIM");
  return dkimSet === 3 ? { apiKey, apiUrl, dkim } : { apiKey, apiUrl };
}

/** `WEBHOOK_SECRET` if the Standard Webhooks library accepts it, else undefined (calls then wait in the outbox). */
function webhookSecret(value: unknown): string | undefined {
  const secret = text(value);
  if (!secret) return undefined;
  try {
    new Webhook(secret);
    return secret;
  } catch {
    configError("WEBHOOK_SECRET is not a Standard Webhooks secret (whsec_ followed by base64): webhook calls wait in the outbox");
    return undefined;
  }
}

/**
 * Both Turnstile keys or null. A site key without its secret would fail every submission,
 * so the check stays off rather than losing leads.
 */
function turnstileKeys(env: WorkerEnv): Config["turnstile"] {
  const siteKey = text(env.TURNSTILE_SITE_KEY);
  const secretKey = text(env.TURNSTILE_SECRET_KEY);
  if (!siteKey) return null;
  if (!secretKey) {
    configError("TURNSTILE_SITE_KEY is set but the secret TURNSTILE_SECRET_KEY is not: Turnstile stays off");
    return null;
  }
  return { siteKey, secretKey };
}

/** `AGENCY_LOCALE`: "de" or "en"; anything else is logged and German applies. */
function agencyLocale(value: unknown): AgencyLocale {
  const raw = String(value ?? "").trim();
  const locale = toAgencyLocale(raw);
  if (raw && raw.toLowerCase() !== locale) configError(`AGENCY_LOCALE must be "de" or "en", got ${JSON.stringify(raw)}: using "${locale}"`);
  return locale;
}

/** A whole number from `min` to `max`; empty gives `fallback`, anything else outside the range is logged and gives `fallback`. */
export function wholeNumber(name: string, value: unknown, range: { min: number; max: number; fallback: number }): number {
  const raw = String(value ?? "").trim();
  if (raw === "") return range.fallback;
  const parsed = Number(raw);
  if (Number.isInteger(parsed) && parsed >= range.min && parsed <= range.max) return parsed;
  usingDefault(name, `a whole number from ${range.min} to ${range.max}`, raw, range.fallback);
  return range.fallback;
}

/** The one wording of "this setting is refused, the default applies". */
function usingDefault(name: string, expected: string, raw: string, fallback: number): void {
  configError(`${name} must be ${expected}, got ${JSON.stringify(raw)}: using ${fallback}`);
}

/** `RESPONSE_WORKING_DAYS`: 1 to 10, else 1, so no acknowledgement promises something absurd. */
export function responseWorkingDays(value: unknown): number {
  return wholeNumber("RESPONSE_WORKING_DAYS", value, { min: 1, max: 10, fallback: 1 });
}

/** Longer than picking a time takes, short enough that a visitor who left soon hears from us. */
const DEFAULT_ACK_HOLD_SECONDS = 300;

/**
 * `CALCOM_API_URL` and `CALCOM_EVENT_TYPE_ID` together, else undefined: the questionnaire
 * then books on the booking page. Both empty is "off", not a mistake, and is not logged.
 */
function schedulingSettings(env: WorkerEnv): SchedulingSettings | undefined {
  const apiUrl = text(env.CALCOM_API_URL).replace(/\/+$/, "");
  const eventType = text(env.CALCOM_EVENT_TYPE_ID);
  if (!apiUrl && !eventType) return undefined;
  const eventTypeId = Number(eventType);
  if (!isWebhookUrl(apiUrl) || !Number.isInteger(eventTypeId) || eventTypeId < 1) {
    configError("CALCOM_API_URL (https) and CALCOM_EVENT_TYPE_ID (a number) go together: booking in the dialog stays off");
    return undefined;
  }
  return { apiUrl, apiKey: text(env.CALCOM_API_KEY) || undefined, eventTypeId, bookerUrl: new URL(company.calendarUrl).origin };
}

/** Reads every setting; never throws (see the file's header). */
export function readConfig(env: WorkerEnv): Config {
  const siteUrl = String(env.SITE_URL ?? "");
  const siteOrigin = readSiteOrigin(siteUrl);
  const site = siteOrigins(siteOrigin);
  return {
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS, site),
    siteUrl: siteUrl.replace(/\/+$/, ""),
    siteOrigin,
    siteOrigins: site,
    mailFrom: { email: String(env.MAIL_FROM ?? ""), name: company.name },
    mailTo: String(env.MAIL_TO ?? ""),
    agencyLocale: agencyLocale(env.AGENCY_LOCALE),
    responseWorkingDays: responseWorkingDays(env.RESPONSE_WORKING_DAYS),
    // 0 never holds; the hold only delays a mail the cron sends anyway.
    ackHoldSeconds: wholeNumber("ACK_HOLD_SECONDS", env.ACK_HOLD_SECONDS, { min: 0, max: 3600, fallback: DEFAULT_ACK_HOLD_SECONDS }),
    rateLimit: String(env.RATE_LIMIT ?? "on").toLowerCase() !== "off",
    mail: mailSettings(env),
    webhookUrls: webhookUrls(env.WEBHOOK_URLS),
    webhookSecret: webhookSecret(env.WEBHOOK_SECRET),
    turnstile: turnstileKeys(env),
    calcomWebhookSecret: text(env.CALCOM_WEBHOOK_SECRET) || undefined,
    scheduling: schedulingSettings(env),
    // The contract's parser, shared with the privacy page so both state one period. A typo
    // must never turn into 0 months, which would delete every lead on the next cron run.
    ...readRetentionMonths(env, (variable, value, fallback) => usingDefault(variable, "a whole number of months >= 1", value, fallback)),
  };
}
