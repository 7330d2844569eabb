/** Field limits, shared so the widgets show the bounds the API enforces. */
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

/** Attribution's limits, here so the body limit below, and every chunk reading a limit, needs no attribution schema. */
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
const ATTRIBUTION_MAX_UNITS =
  2 * (utmKeys.length * attributionLimits.utm + attributionLimits.referrer + attributionLimits.path) +
  attributionLimits.path +
  attributionLimits.hiddenFieldKeys * (32 + attributionLimits.hiddenFieldValue);

/** The honeypot field holds whatever a bot fills in; longer is refused like any field. */
export const HONEYPOT_MAX = 1000;

/** Worst-case bytes per UTF-16 unit in a JSON body: a `\uXXXX` escape (6), which covers raw UTF-8 and short escapes. */
const BYTES_PER_UNIT = 6;
/** A key with its quotes, colon and comma, or a choice's value: far below this per field. */
const FIELD_OVERHEAD_BYTES = 64;

/**
 * Bodies above this many bytes get 413 unparsed. Computed from the field limits at their
 * worst case, so only a body no valid submission reaches is refused (74,912 bytes today).
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
 * A funnel source: a path, partner id or origin, in letters, digits and `- . _ ~ / : [ ]` only,
 * so no query string (where personal data hides) or markup is stored. Here so the widget
 * checks it without the schema.
 */
export const FUNNEL_SOURCE_PATTERN = /^[A-Za-z0-9._~:/[\]-]+$/;

/** `Idempotency-Key` header: what a client may send (the widgets send a random UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The honeypot: a filled one gets a success-looking answer and nothing is stored or sent. */
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
