/**
 * Google Tag Manager's script and analytics cookie removal. The banner imports this chunk
 * only on consent or withdrawal, so a visitor who declines never downloads it.
 */
import { type DataLayerWindow, updateConsent } from "./cookie-consent.analytics.ts";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Whether `id` looks like a container id (`GTM-XXXX`). */
export function isTagManagerId(id: string | null | undefined): id is string {
  return typeof id === "string" && GTM_ID.test(id);
}

/**
 * Injects the tag manager script and its noscript fallback, once. Call only with consent.
 * @returns false, loading nothing, when `id` is not a valid container id
 */
export function loadTagManager(id: string | null | undefined, doc: Document = document): boolean {
  if (!isTagManagerId(id)) return false;
  if (doc.querySelector(`script[data-agency-gtm="${id}"]`)) return true;
  updateConsent(true);
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });

  const script = doc.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.agencyGtm = id;
  doc.head.append(script);

  // As text, the way a parser holds <noscript>: an <iframe> element appended into it would be
  // a live frame here, where scripts run, and fetch ns.html for nothing.
  const noscript = doc.createElement("noscript");
  noscript.dataset.agencyGtm = id;
  noscript.textContent = `<iframe src="${TAG_MANAGER_ORIGIN}/ns.html?id=${encodeURIComponent(id)}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
  doc.body.prepend(noscript);
  return true;
}

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat|_gat_.+|_gcl_.+|_dc_gtm_.+)$/;

/**
 * Expires the analytics cookies visible to this page, on this host and each parent domain
 * (Google Analytics sets them on the registrable domain).
 * @returns the names of the cookies expired
 */
export function clearAnalyticsCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(";")
    .map((c) => c.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const parts = location.hostname.split(".");
  const domains = [""].concat(parts.map((_, i) => parts.slice(i).join(".")).filter((d) => d.includes(".")));
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
  return names;
}
