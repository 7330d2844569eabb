import type { Attribution, HiddenFields, Touch } from "./attribution.ts";
import { attributionLimits, utmKeys } from "./limits.ts";
import { isSingleLineText } from "./text.ts";

// What the widgets need to clean attribution before sending it, without the schemas: the
// structs in attribution.ts are built when that module loads, so a widget importing them
// would carry them (and superstruct's builders) in every chunk.

/** An origin as `URL.origin` writes it: `https://www.partner.example`, `http://[::1]:8080`. */
export const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;
/** A path as `URL.pathname` writes it: starts with `/`, percent-encoded, no `?` or `#`. */
export const PATH_PATTERN = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** A hidden field's key: lower-case, starts with a letter, at most 32 characters. */
export const HIDDEN_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

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
