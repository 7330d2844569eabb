/**
 * Google Tag Manager behind consent. Nothing here runs a tag before the visitor accepted
 * analytics: Consent Mode v2 defaults ("denied" for everything) are pushed first, the tag
 * manager script is injected only after consent, and withdrawing consent removes the
 * analytics cookies this page can reach.
 */

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

type DataLayerWindow = Window & { dataLayer?: unknown[]; __agencyConsentDefaults?: true };

function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // Consent Mode reads the `arguments` object, not an array: push it as gtag.js does.
  // biome-ignore lint/complexity/noArguments: the tag manager tells commands from events by this object's type
  w.dataLayer.push(arguments);
}

/** Consent Mode v2 defaults, set once per page before any tag can run. */
export function setConsentDefaults(): void {
  const w = window as DataLayerWindow;
  if (w.__agencyConsentDefaults) return;
  w.__agencyConsentDefaults = true;
  gtag("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    wait_for_update: 500,
  });
}

/** Tells tags what the visitor chose. Only analytics is ever asked for; ads stay denied. */
export function updateConsent(analytics: boolean): void {
  setConsentDefaults();
  gtag("consent", "update", { analytics_storage: analytics ? "granted" : "denied" });
}

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

  const noscript = doc.createElement("noscript");
  noscript.dataset.agencyGtm = id;
  const frame = doc.createElement("iframe");
  frame.src = `${TAG_MANAGER_ORIGIN}/ns.html?id=${encodeURIComponent(id)}`;
  frame.height = "0";
  frame.width = "0";
  frame.style.display = "none";
  frame.style.visibility = "hidden";
  noscript.append(frame);
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
