/**
 * What the cookie banner does, free of rendering: the stored choice, what loads once a
 * choice needs it (the tag manager, the proof of consent) and the banner's state.
 */
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import type { Locale } from "../../contract/locales.ts";
import { clearPreferences, hasGlobalPrivacyControl, readPreferences, restorePreferences, savePreferences } from "../lib/consent.ts";
import { setConsentDefaults, updateConsent } from "./cookie-consent.analytics.ts";

/**
 * The tag manager and the proof of consent load when a choice needs them: showing the
 * banner, and declining, need neither (the banner is on every partner page).
 */
const recordConsent = (...args: Parameters<typeof import("./cookie-consent.proof.ts").recordConsent>) =>
  import("./cookie-consent.proof.ts").then((m) => m.recordConsent(...args));

/** "banner": asking; "closed": a choice applies (only the floating button shows). */
export type ConsentView = "banner" | "closed";

export interface ConsentControllerOptions {
  gtmId(): string | null | undefined;
  /** Origin (or base URL) of the API that stores the proof of consent. */
  apiBase(): string;
  locale(): Locale;
  /** localStorage key of the stored choice. */
  storageKey(): string;
  onView(view: ConsentView): void;
  /** After an explicit choice (`ConsentPreferences`) or a withdrawal (`null`). */
  onChange(preferences: ConsentPreferences | null): void;
}

/**
 * What the cookie banner does, free of any rendering: read the stored choice, load
 * analytics only with consent, store and prove a new choice, withdraw it.
 */
export function createConsentController(options: ConsentControllerOptions) {
  let gpc = false;
  /** The choice in effect before the banner was reopened; closing without a new choice restores it. */
  let previous: ConsentPreferences | null = null;
  const consented = () => readPreferences(options.storageKey())?.analytics === true;
  // Both act on the choice in effect once their code is there, not on the one that asked.
  const loadTagManager = (id: string | null | undefined) =>
    void import("./cookie-consent.tag-manager.ts").then((m) => consented() && m.loadTagManager(id));
  const clearAnalyticsCookies = () => void import("./cookie-consent.tag-manager.ts").then((m) => consented() || m.clearAnalyticsCookies());
  return {
    /** Applies the stored choice (or the browser's GPC refusal) and says what to show. */
    start(): ConsentView {
      setConsentDefaults();
      const stored = readPreferences(options.storageKey());
      gpc = hasGlobalPrivacyControl();
      if (stored?.analytics) loadTagManager(options.gtmId());
      // A Global Privacy Control signal is a standing refusal: no banner pushing for
      // consent, but the floating button still lets the visitor opt in explicitly.
      const view: ConsentView = stored || gpc ? "closed" : "banner";
      options.onView(view);
      return view;
    },
    get globalPrivacyControl(): boolean {
      return gpc;
    },
    /** The choice that applied before the banner was reopened, if any. */
    get previous(): ConsentPreferences | null {
      return previous;
    },
    choose(analytics: boolean): ConsentPreferences {
      previous = null;
      const preferences = savePreferences(analytics, options.storageKey());
      if (analytics) loadTagManager(options.gtmId());
      else updateConsent(false);
      options.onView("closed");
      void recordConsent(options.apiBase(), preferences, options.locale());
      options.onChange(preferences);
      return preferences;
    },
    /** Forgets the choice, removes analytics cookies and asks again. */
    withdraw(): void {
      previous = readPreferences(options.storageKey()) ?? previous;
      clearPreferences(options.storageKey());
      clearAnalyticsCookies();
      updateConsent(false);
      options.onView("banner");
      options.onChange(null);
    },
    /**
     * Closes a reopened banner without a new choice: the choice in effect before applies
     * again (stored as it was), so a visitor who only looked is not asked on every page.
     * Returns false when there is nothing to restore (a first visit must choose).
     */
    restore(): boolean {
      if (!previous) return false;
      const preferences = previous;
      previous = null;
      restorePreferences(preferences, options.storageKey());
      if (preferences.analytics) loadTagManager(options.gtmId());
      options.onView("closed");
      options.onChange(preferences);
      return true;
    },
  };
}

export type ConsentController = ReturnType<typeof createConsentController>;
