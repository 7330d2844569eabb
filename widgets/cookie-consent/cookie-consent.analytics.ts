/**
 * Google Consent Mode v2 for the banner: "denied" defaults pushed before any tag can run,
 * and updates after the visitor's choice. The tag manager itself is ./cookie-consent.tag-manager.ts.
 */

export type DataLayerWindow = Window & { dataLayer?: unknown[]; __agencyConsentDefaults?: true };

function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // Pushed as the `arguments` object, as gtag.js does: Consent Mode ignores an array.
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
