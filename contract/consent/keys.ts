/** The cookie banner's constants, apart from ../limits.ts so the banner on every partner page carries nothing else. */

/** Bump when the banner's wording or purposes change: stored choices of older revisions are void. */
export const CONSENT_REVISION = 1;

/** localStorage key of the visitor's cookie choice on the agency's own site. */
export const CONSENT_STORAGE_KEY = "cookie-preferences";

/** The banner's default key on partner pages, prefixed so it never collides with the partner's own keys. */
export const PARTNER_CONSENT_STORAGE_KEY = "agency-cookie-preferences";

/** The visitor's stored choice (localStorage). `functional` is always true: those cookies need no consent. */
export interface ConsentPreferences {
  functional: true;
  analytics: boolean;
  /** The banner revision the choice was made on; older revisions are void. */
  revision: number;
  /** ISO timestamp of the choice. */
  timestamp: string;
  /** Random, anonymous id tying the choice to its proof-of-consent record. */
  consentId: string;
}
