/**
 * The Content-Security-Policy of the site's pages, written into dist/_headers by
 * scripts/prerender.ts once the pages exist, because it names the SHA-256 of every inline
 * script they carry (scripts need no 'unsafe-inline').
 */
import { createHash } from "node:crypto";
import { TURNSTILE_ORIGIN } from "../contract/turnstile.ts";

/** Where the cookie banner injects Google Tag Manager from, after consent (widgets/cookie-consent/cookie-consent.analytics.ts). */
const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** Where Google Tag Manager's default tags (Google Analytics 4) send and fetch. */
const ANALYTICS_ORIGINS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

export const CSP_PLACEHOLDER = "{{content-security-policy}}";

/**
 * Every inline script the browser executes (no `src`, a JavaScript type or none) in one
 * HTML text. Data blocks (`type="application/json"`) are never executed and need no hash.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export interface CspOptions {
  /** Hashes of the inline scripts (`scriptHash`). */
  scriptHashes: Iterable<string>;
  /** The site was built with a tag manager container (GTM_ID): it loads after consent. */
  tagManager: boolean;
}

export function contentSecurityPolicy({ scriptHashes, tagManager }: CspOptions): string {
  const tag = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const analytics = tagManager ? ANALYTICS_ORIGINS : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // Turnstile loads only when the Worker has a site key; allowing its origin costs nothing otherwise.
    ["script-src", "'self'", ...[...new Set(scriptHashes)].sort(), TURNSTILE_ORIGIN, ...tag],
    // React and the widgets' shadow roots set style attributes and <style> elements.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...tag, ...analytics],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...analytics],
    ["frame-src", TURNSTILE_ORIGIN, ...tag],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}
