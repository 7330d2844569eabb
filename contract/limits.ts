/**
 * Field limits, shared so the widgets show the same bounds the API enforces
 * (`maxLength` on inputs, counters) and nobody types text the server will refuse.
 */
export const limits = {
  name: 200,
  companyName: 200,
  industry: 200,
  /** RFC 5321 caps a forward path at 254 characters. */
  email: 254,
  phone: 50,
  projectDescription: 5000,
  /** Partner id or page origin stored as the lead's source. */
  partner: 100,
} as const;

/** Request bodies above this many bytes are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/** `Idempotency-Key` header: what a client may send (the widgets send a random UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The honeypot: a field real visitors never see or fill. A body that has it filled gets
 * a success-looking answer and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "hp";

/** Paths of the lead API (relative to the `api-base`). */
export const apiPaths = {
  inquiries: "/api/inquiries",
  referrals: "/api/referrals",
  newsletter: "/api/newsletter",
  consents: "/api/consents",
  config: "/api/config",
  health: "/api/health",
} as const;

/** Bump when the banner's wording or purposes change: stored choices of older revisions are void. */
export const CONSENT_REVISION = 1;

/** localStorage key of the visitor's cookie choice (spec section 3). */
export const CONSENT_STORAGE_KEY = "cookie-preferences";
