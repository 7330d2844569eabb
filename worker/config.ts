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
  };
}
