import { attributionLimits, utmKeys } from "../limits.ts";
import { isSingleLineText } from "../text.ts";

// Every attribution bound, for the API's schemas and the widgets' cleaning alike; no struct
// is built here, so a widget that only cleans carries no superstruct.

/** An origin as `URL.origin` writes it: `https://www.partner.example`, `http://[::1]:8080`. */
const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;
/** A path as `URL.pathname` writes it: starts with `/`, percent-encoded, no `?` or `#`. */
const PATH_PATTERN = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** A hidden field's key: lower-case, starts with a letter, at most 32 characters. */
export const HIDDEN_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

export type UtmKey = (typeof utmKeys)[number];
/** The keys of one touch: the campaign values, the referrer's origin and the landing path. */
export type TouchKey = UtmKey | "referrer" | "landing";

/** How long one value may be and, for origins and paths, what it must look like. */
export interface Bound {
  max: number;
  pattern?: RegExp;
}

const utm: Bound = { max: attributionLimits.utm };
const path: Bound = { max: attributionLimits.path, pattern: PATH_PATTERN };

/** Every key of a touch with its bound. */
export const touchBounds: Readonly<Record<TouchKey, Bound>> = {
  ...(Object.fromEntries(utmKeys.map((key) => [key, utm])) as Record<UtmKey, Bound>),
  referrer: { max: attributionLimits.referrer, pattern: ORIGIN_PATTERN },
  landing: path,
};

/** The path the form was sent from. */
export const pageBound: Bound = path;
/** One hidden field's value. */
export const hiddenFieldBound: Bound = { max: attributionLimits.hiddenFieldValue };

/** Whether `value` fits `bound`: not empty, not longer than its maximum, one line, and its pattern's shape. */
export function withinBound(value: string, bound: Bound): boolean {
  return value.length > 0 && value.length <= bound.max && isSingleLineText(value) && (!bound.pattern || bound.pattern.test(value));
}

/** One touch: the campaign values, the referrer's origin and the landing path, each optional. */
export type Touch = { [K in TouchKey]?: string };

/** A lead's attribution: the current touch, the page the form was sent from and the session's first touch. */
export interface Attribution extends Touch {
  page?: string;
  first?: Touch;
}

/** Values a partner's page passes through the form. */
export type HiddenFields = Record<string, string>;
