import { type Infer, object, optional, refine, record, string, type Struct } from "superstruct";
import { ORIGIN_PATTERN, PATH_PATTERN, HIDDEN_FIELD_KEY_PATTERN } from "./attribution-clean.ts";
import { attributionLimits, type utmKeys } from "./limits.ts";
import { isSingleLineText } from "./text.ts";

export * from "./attribution-clean.ts";
export { ATTRIBUTION_MAX_UNITS, attributionLimits, utmKeys } from "./limits.ts";

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
export type UtmKey = (typeof utmKeys)[number];

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
