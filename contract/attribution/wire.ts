import { type Describe, object, optional, record, refine, type Struct, string } from "superstruct";
import { attributionLimits } from "../limits.ts";
import {
  type Attribution,
  type Bound,
  HIDDEN_FIELD_KEY_PATTERN,
  type HiddenFields,
  hiddenFieldBound,
  pageBound,
  type Touch,
  touchBounds,
  withinBound,
} from "./bounds.ts";

/**
 * Where a lead came from: UTM values, the referrer's origin (never its path), the landing
 * path and the form's path. `first` (the session's first touch) is sent only with analytics
 * consent. The widgets clean it with `cleanAttribution` so an odd campaign link never costs
 * a lead; the API then checks it strictly.
 */
function bounded(bound: Bound): Struct<string, null> {
  let s: Struct<string, null> = string();
  s = refine(s, "required", (v) => v.length > 0);
  s = refine(s, "too_long", (v) => v.length <= bound.max);
  // Emptiness and length have their own codes above; whatever else fails is the characters.
  return refine(s, "invalid_characters", (v) => v.length === 0 || v.length > bound.max || withinBound(v, bound));
}

const touch = {
  utm_source: optional(bounded(touchBounds.utm_source)),
  utm_medium: optional(bounded(touchBounds.utm_medium)),
  utm_campaign: optional(bounded(touchBounds.utm_campaign)),
  utm_term: optional(bounded(touchBounds.utm_term)),
  utm_content: optional(bounded(touchBounds.utm_content)),
  referrer: optional(bounded(touchBounds.referrer)),
  landing: optional(bounded(touchBounds.landing)),
};

/** A campaign name as a funnel event carries it (the visitor's `utm_campaign`). */
export function campaignName(): Struct<string, null> {
  return bounded(touchBounds.utm_campaign);
}

/** One touch: the campaign values, the referrer's origin and the landing path. */
const TouchSchema: Describe<Touch> = object(touch);

/** `attribution` in `POST /api/inquiries` and `/api/referrals`: a fixed set of keys, each optional. */
export const AttributionSchema = object({
  ...touch,
  /** The path the form was sent from. */
  page: optional(bounded(pageBound)),
  /** The session's first landing, with analytics consent only. */
  first: optional(TouchSchema),
}) satisfies Describe<Attribution>;

/**
 * `hiddenFields`: a partner page's pass-through values, at most 10 keys of
 * `[a-z][a-z0-9_]{0,31}`, each one line of at most 200 characters. Never in the visitor's mail.
 */
export const HiddenFieldsSchema = refine(
  refine(record(string(), bounded(hiddenFieldBound)), "too_long", (v) => Object.keys(v).length <= attributionLimits.hiddenFieldKeys),
  "invalid_characters",
  (v) => Object.keys(v).every((k) => HIDDEN_FIELD_KEY_PATTERN.test(k)),
) as Struct<HiddenFields, null>;
