import { type Infer, object, optional, refine, record, string, type Struct } from "superstruct";
import { isSingleLineText } from "./text.ts";

/**
 * Where a lead came from, sent with every inquiry and referral: the campaign's UTM values,
 * the referring site's origin (never its path or query), the path the visitor landed on
 * and the path the form was sent from. `first` is the first landing of the browser session
 * (first touch), sent only while analytics consent is known; without consent the widgets
 * keep nothing and only the current page counts.
 *
 * The widgets clean what they send with `cleanAttribution` (cut to length, invalid values
 * dropped), so a strange campaign link never costs a lead; the API checks the result
 * strictly with `AttributionSchema`.
 */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];

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

/** An origin as `URL.origin` writes it: `https://www.partner.example`, `http://[::1]:8080`. */
export const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;
/** A path as `URL.pathname` writes it: starts with `/`, percent-encoded, no `?` or `#`. */
export const PATH_PATTERN = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** A hidden field's key: lower-case, starts with a letter, at most 32 characters. */
export const HIDDEN_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

function bounded(max: number, pattern?: RegExp): Struct<string, null> {
  let s: Struct<string, null> = string();
  s = refine(s, "required", (v) => v.length > 0);
  s = refine(s, "too_long", (v) => v.length <= max);
  return refine(s, "invalid_characters", (v) => isSingleLineText(v) && (!pattern || pattern.test(v)));
}

const touch = {
  utm_source: optional(bounded(attributionLimits.utm)),
  utm_medium: optional(bounded(attributionLimits.utm)),
  utm_campaign: optional(bounded(attributionLimits.utm)),
  utm_term: optional(bounded(attributionLimits.utm)),
  utm_content: optional(bounded(attributionLimits.utm)),
  referrer: optional(bounded(attributionLimits.referrer, ORIGIN_PATTERN)),
  landing: optional(bounded(attributionLimits.path, PATH_PATTERN)),
};

/** A campaign name as a funnel event carries it (the visitor's `utm_campaign`). */
export function campaignName(): Struct<string, null> {
  return bounded(attributionLimits.utm);
}

/** One touch: the campaign values, the referrer's origin and the landing path. */
export const TouchSchema = object(touch);
export type Touch = Infer<typeof TouchSchema>;

/** `attribution` in `POST /api/inquiries` and `/api/referrals`: a fixed set of keys, each optional. */
export const AttributionSchema = object({
  ...touch,
  /** The path the form was sent from. */
  page: optional(bounded(attributionLimits.path, PATH_PATTERN)),
  /** The session's first landing, with analytics consent only. */
  first: optional(TouchSchema),
});
export type Attribution = Infer<typeof AttributionSchema>;

/**
 * `hiddenFields`: values a partner's page passes through the form (a plan, a campaign id),
 * at most 10 keys of `[a-z][a-z0-9_]{0,31}`, each value one line of at most 200
 * characters. They travel with the lead to storage, staff, webhooks and exports, never into
 * a mail to the visitor.
 */
export const HiddenFieldsSchema = refine(
  refine(
    record(string(), bounded(attributionLimits.hiddenFieldValue)),
    "too_long",
    (v) => Object.keys(v).length <= attributionLimits.hiddenFieldKeys,
  ),
  "invalid_characters",
  (v) => Object.keys(v).every((k) => HIDDEN_FIELD_KEY_PATTERN.test(k)),
) as Struct<Record<string, string>, null>;
export type HiddenFields = Record<string, string>;

/** What attribution and hidden fields can add to a request body, in UTF-16 units. */
export const ATTRIBUTION_MAX_UNITS =
  2 * (utmKeys.length * attributionLimits.utm + attributionLimits.referrer + attributionLimits.path) +
  attributionLimits.path +
  attributionLimits.hiddenFieldKeys * (32 + attributionLimits.hiddenFieldValue);

function cleanValue(value: unknown, max: number, pattern?: RegExp): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim().slice(0, max).trim();
  if (!trimmed || !isSingleLineText(trimmed) || (pattern && !pattern.test(trimmed))) return undefined;
  return trimmed;
}

function cleanTouch(raw: Record<string, unknown>): Touch {
  const out: Touch = {};
  for (const key of utmKeys) {
    const v = cleanValue(raw[key], attributionLimits.utm);
    if (v) out[key] = v;
  }
  const referrer = cleanValue(raw.referrer, attributionLimits.referrer, ORIGIN_PATTERN);
  if (referrer) out.referrer = referrer;
  const landing = cleanValue(raw.landing, attributionLimits.path, PATH_PATTERN);
  if (landing) out.landing = landing;
  return out;
}

/**
 * What the widgets send: every value cut to its limit, anything the API would refuse
 * dropped, empty touches left out. `undefined` when nothing is left.
 *
 * @example
 * cleanAttribution({ utm_source: " newsletter ", referrer: "https://x.example/a?b", page: "/de/" })
 * // -> { utm_source: "newsletter", page: "/de/" }   (a referrer with a path is not an origin)
 */
export function cleanAttribution(raw: Record<string, unknown> | undefined): Attribution | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const out: Attribution = cleanTouch(raw);
  const page = cleanValue(raw.page, attributionLimits.path, PATH_PATTERN);
  if (page) out.page = page;
  if (raw.first && typeof raw.first === "object") {
    const first = cleanTouch(raw.first as Record<string, unknown>);
    if (Object.keys(first).length > 0) out.first = first;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Hidden fields as the widgets send them: the partner's JSON attribute parsed, keys and
 * values checked. Anything wrong gives `problem` (for one console warning) and the fields
 * that are fine; the form keeps working either way.
 */
export function parseHiddenFields(json: string | null | undefined): { fields: HiddenFields; problem?: string } {
  if (!json?.trim()) return { fields: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { fields: {}, problem: "hidden-fields is not valid JSON" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { fields: {}, problem: "hidden-fields must be a JSON object" };
  }
  const fields: HiddenFields = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const v = typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    if (
      !HIDDEN_FIELD_KEY_PATTERN.test(key) ||
      typeof v !== "string" ||
      v.length > attributionLimits.hiddenFieldValue ||
      !v.trim() ||
      !isSingleLineText(v) ||
      Object.keys(fields).length >= attributionLimits.hiddenFieldKeys
    ) {
      refused.push(key);
      continue;
    }
    Object.defineProperty(fields, key, { value: v.trim(), enumerable: true, writable: true, configurable: true });
  }
  return refused.length > 0 ? { fields, problem: `hidden-fields ignored: ${refused.join(", ")}` } : { fields };
}
