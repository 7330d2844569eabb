/**
 * The cookie banner's constants, apart from ../limits.ts so that the banner, which every
 * partner page loads, does not carry the forms' limits with it.
 */

/** Bump when the banner's wording or purposes change: stored choices of older revisions are void. */
export const CONSENT_REVISION = 1;

/** localStorage key of the visitor's cookie choice on the agency's own site. */
export const CONSENT_STORAGE_KEY = "cookie-preferences";

/**
 * The banner's default key on partner pages: prefixed, so it never collides with a key of
 * the partner's own (the agency's site sets `storage-key="cookie-preferences"`).
 */
export const PARTNER_CONSENT_STORAGE_KEY = "agency-cookie-preferences";

/**
 * The visitor's stored choice (localStorage: `cookie-preferences` on the agency's site,
 * `agency-cookie-preferences` or the element's `storage-key` on partner pages). `functional` is always
 * true: those cookies are needed for the site to work and need no consent.
 */
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
