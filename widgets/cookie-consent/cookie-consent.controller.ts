/**
 * The cookie banner's logic, free of rendering: the stored choice, the banner's state, and
 * the tag manager and proof of consent, loaded only when a choice needs them.
 */
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import type { Locale } from "../../contract/locales.ts";
import {
  clearPreferences,
  hasGlobalPrivacyControl,
  readPreferences,
  restorePreferences,
  savePreferences,
} from "../lib/tracking/consent.ts";
import { setConsentDefaults, updateConsent } from "./cookie-consent.analytics.ts";

/** Loaded on the first choice: the banner is on every partner page, and showing it needs no proof code. */
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
 * Creates the banner's controller. Analytics load only with consent; every choice is stored
 * and recorded as proof, and can be withdrawn.
 */
export function createConsentController(options: ConsentControllerOptions) {
  let gpc = false;
  /** The choice in effect before the banner was reopened; closing without a new choice restores it. */
  let previous: ConsentPreferences | null = null;
  const consented = () => readPreferences(options.storageKey())?.analytics === true;
  // Both re-read the choice once their chunk arrives: it may have changed while it loaded.
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
    /** Stores and records a new choice, loads analytics if accepted, and returns the stored choice. */
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
     * Closes a reopened banner without a new choice, restoring the previous one, so a
     * visitor who only looked is not asked on every page.
     * @returns false when there is nothing to restore (a first visit must choose)
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
