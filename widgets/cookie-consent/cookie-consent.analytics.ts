/**
 * Google Tag Manager behind consent. Nothing here runs a tag before the visitor accepted
 * analytics: Consent Mode v2 defaults ("denied" for everything) are pushed first, the tag
 * manager script is injected only after consent, and withdrawing consent removes the
 * analytics cookies this page can reach.
 */

export type DataLayerWindow = Window & { dataLayer?: unknown[]; __agencyConsentDefaults?: true };

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
