import { boolean, type Infer, integer, literal, min, object, pattern, string } from "superstruct";
import { locales } from "./options.ts";
import { check, type CheckResult, choice } from "./validation.ts";

/** Bump when the banner's wording or purposes change: stored choices of older revisions are void. */
export const CONSENT_REVISION = 1;

/** localStorage key of the visitor's choice (spec section 3). */
export const CONSENT_STORAGE_KEY = "cookie-preferences";

/**
 * `POST /api/consents`: anonymous proof of a consent choice. A random id per browser, the
 * choice, the banner revision and the language; no IP address is stored.
 */
export const ConsentSchema = object({
  consentId: pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  functional: literal(true),
  analytics: boolean(),
  revision: min(integer(), 1),
  locale: choice(locales),
});

export type ConsentRecord = Infer<typeof ConsentSchema>;

export function validateConsent(input: unknown): CheckResult<ConsentRecord> {
  return check(ConsentSchema, input);
}
