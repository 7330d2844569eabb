/**
 * What counts as an origin, and which origins are the site's own: read by the Worker's
 * settings, its mails and the staff CLI, so this module needs no bindings.
 */
import { isLoopbackHost, LOOPBACK_HOSTS } from "./loopback.ts";

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
 * An origin written as one (`https://www.partner.example`, one trailing slash tolerated),
 * normalised; undefined for anything with a path, query, fragment or credentials, so a
 * mistyped entry is refused loudly rather than silently widened to its origin.
 */
export function exactOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
    if (/[?#]/.test(value)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The origins that count as the site whose origin is `siteOrigin` (see `Config.siteOrigins`). */
export function siteOrigins(siteOrigin: string | undefined): Set<string> {
  if (!siteOrigin) return new Set();
  const url = new URL(siteOrigin);
  if (!isLoopbackHost(url.hostname)) return new Set([siteOrigin]);
  return new Set(LOOPBACK_HOSTS.map((host) => new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`).origin));
}
