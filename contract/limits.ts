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
  /** The person's role ("Head of Digital"): a job title, not a paragraph. */
  role: 80,
  projectDescription: 5000,
  /** Partner id or page origin stored as the lead's source. */
  partner: 100,
  /** Where a funnel event happened: a page path, a partner id or a page origin. */
  funnelSource: 200,
} as const;

/** The campaign keys a lead's attribution carries (see ./attribution/wire.ts). */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Attribution's limits, here rather than in ./attribution/wire.ts so the body limit below needs no
 * schema: every chunk that reads a limit would otherwise carry attribution's structs.
 */
export const attributionLimits = {
  /** One UTM value. */
  utm: 100,
  /** The referrer's origin: scheme, host and port. */
  referrer: 200,
  /** A page's path (no query, no fragment). */
  path: 300,
  /** Hidden fields: keys per lead and characters per value. */
  hiddenFieldKeys: 10,
  hiddenFieldValue: 200,
} as const;

/** What attribution and hidden fields can add to a request body, in UTF-16 units. */
export const ATTRIBUTION_MAX_UNITS =
  2 * (utmKeys.length * attributionLimits.utm + attributionLimits.referrer + attributionLimits.path) +
  attributionLimits.path +
  attributionLimits.hiddenFieldKeys * (32 + attributionLimits.hiddenFieldValue);

/** The honeypot field holds whatever a bot fills in; longer is refused like any field. */
export const HONEYPOT_MAX = 1000;

/**
 * The worst case of one UTF-16 unit in a JSON body: a client may send every character as a
 * `\uXXXX` escape (6 bytes), which also covers raw UTF-8 (at most 3 bytes per unit, 4 per
 * surrogate pair) and two-byte escapes such as `\"` and `\n`.
 */
const BYTES_PER_UNIT = 6;
/** A key with its quotes, colon and comma, or a choice's value: far below this per field. */
const FIELD_OVERHEAD_BYTES = 64;

/**
 * Request bodies above this many bytes are refused with 413 before they are parsed.
 * Computed from the field limits (every text field at its maximum in any script, fully
 * escaped, plus every key and choice), so a field added to `limits` always fits and only a
 * body no valid submission can reach is refused (74,912 bytes with the limits above).
 */
export const MAX_BODY_BYTES = /* @__PURE__ */ (() => {
  const units = Object.values(limits).reduce((sum, max) => sum + max, 0) + HONEYPOT_MAX + ATTRIBUTION_MAX_UNITS;
  // Every key: the fields, locale, partner, honeypot, and attribution's and hidden fields' own.
  const fields = Object.keys(limits).length + 8 + 30;
  return units * BYTES_PER_UNIT + fields * FIELD_OVERHEAD_BYTES + 1024;
})();

/** A funnel event is about 80 bytes; anything much larger is not one. */
export const MAX_EVENT_BODY_BYTES = 1024;

/**
 * What a funnel event's source may look like: a page path (`/internal-tools`, `/de/`), a
 * partner id (`acme`) or a page origin (`https://www.partner.example`, `http://[::1]:8080`).
 * Letters, digits and `- . _ ~ / : [ ]` only: no spaces, no quotes, no `%`, no `?` or `#`,
 * so a query string (where personal data hides) or markup can never be stored. Here rather
 * than in ./funnel/wire.ts so the widget checks it without carrying the schema.
 */
export const FUNNEL_SOURCE_PATTERN = /^[A-Za-z0-9._~:/[\]-]+$/;

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
  events: "/api/events",
  config: "/api/config",
  health: "/api/health",
  booking: "/api/booking",
  bookings: "/api/bookings",
} as const;

/** The highest revision a consent record may name: far above any the banner will reach. */
export const MAX_CONSENT_REVISION = 1000;
