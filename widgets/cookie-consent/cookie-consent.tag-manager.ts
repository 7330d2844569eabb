/**
 * The tag manager itself, loaded by the banner only once a visitor has accepted analytics
 * (or withdraws it): a first visit that declines never downloads this code.
 */
import { type DataLayerWindow, updateConsent } from "./cookie-consent.analytics.ts";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isTagManagerId(id: string | null | undefined): id is string {
  return typeof id === "string" && GTM_ID.test(id);
}

/**
 * Injects the tag manager script and its noscript frame, once. Call only with consent.
 * Without a (valid) container id nothing loads.
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

  // The snippet's fallback for browsers without scripts, as their parser would hold it: as
  // text. An <iframe> element appended into <noscript> is a live frame here, where scripts
  // run, and fetched ns.html for nothing beside gtm.js.
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
