import { attributionLimits } from "../limits.ts";
import type { Attribution, Bound, HiddenFields, Touch } from "./bounds.ts";
import { HIDDEN_FIELD_KEY_PATTERN, hiddenFieldBound, pageBound, touchBounds, withinBound } from "./bounds.ts";

// Cleaning without the schemas: ./wire.ts builds its structs on load, which would ride in every chunk.

function cleanValue(value: unknown, bound: Bound): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim().slice(0, bound.max).trim();
  return withinBound(trimmed, bound) ? trimmed : undefined;
}

function cleanTouch(raw: Record<string, unknown>): Touch {
  const out: Touch = {};
  for (const [key, bound] of Object.entries(touchBounds) as [keyof Touch, Bound][]) {
    const v = cleanValue(raw[key], bound);
    if (v) out[key] = v;
  }
  return out;
}

/**
 * What the widgets send: values cut to their limit, anything the API would refuse dropped;
 * `undefined` when nothing is left.
 *
 * @example
 * cleanAttribution({ utm_source: " newsletter ", referrer: "https://x.example/a?b", page: "/de/" })
 * // -> { utm_source: "newsletter", page: "/de/" }   (a referrer with a path is not an origin)
 */
export function cleanAttribution(raw: Record<string, unknown> | undefined): Attribution | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const out: Attribution = cleanTouch(raw);
  const page = cleanValue(raw.page, pageBound);
  if (page) out.page = page;
  if (raw.first && typeof raw.first === "object") {
    const first = cleanTouch(raw.first as Record<string, unknown>);
    if (Object.keys(first).length > 0) out.first = first;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The partner's hidden-fields JSON, checked: the fine fields, plus `problem` for one console warning; the form works either way. */
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
  // Without a prototype, so that a key such as "__proto__" is a field like any other.
  const fields: HiddenFields = Object.create(null);
  const refused: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const v = typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    if (
      !HIDDEN_FIELD_KEY_PATTERN.test(key) ||
      typeof v !== "string" ||
      !v.trim() ||
      !withinBound(v, hiddenFieldBound) ||
      Object.keys(fields).length >= attributionLimits.hiddenFieldKeys
    ) {
      refused.push(key);
      continue;
    }
    fields[key] = v.trim();
  }
  return refused.length > 0 ? { fields, problem: `hidden-fields ignored: ${refused.join(", ")}` } : { fields };
}
