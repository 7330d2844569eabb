/**
 * A lead's attribution and hidden fields as staff read them: the stored JSON columns
 * (`attribution`, `hidden_fields`) turned into named values for `show`, and into one
 * readable line per cell for a spreadsheet.
 */
import type { Row } from "./d1.ts";

const TOUCH_KEYS = ["utm_campaign", "utm_source", "utm_medium", "utm_term", "utm_content", "referrer", "landing"] as const;

function parsed(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== "string" || !value) return undefined;
  try {
    const object: unknown = JSON.parse(value);
    return typeof object === "object" && object !== null && !Array.isArray(object) ? (object as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `key=value; key=value` of the string values of `object` in `keys` order (all keys when none given). */
function pairs(object: Record<string, unknown>, keys: readonly string[] = Object.keys(object)): string {
  return keys
    .filter((key) => typeof object[key] === "string")
    .map((key) => `${key}=${String(object[key])}`)
    .join("; ");
}

/**
 * The attribution's values as entries of their own (`utm_source`, ..., `page`,
 * `first_touch`) and each hidden field as `hidden.<key>`, in place of the two JSON columns.
 */
export function expandAttribution(row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "attribution") {
      const a = parsed(value);
      if (!a) continue;
      for (const key of [...TOUCH_KEYS, "page"]) if (typeof a[key] === "string") out[key] = a[key] as string;
      const first = a.first && typeof a.first === "object" ? pairs(a.first as Record<string, unknown>, TOUCH_KEYS) : "";
      if (first) out.first_touch = first;
    } else if (column === "hidden_fields") {
      const fields = parsed(value);
      for (const [key, v] of Object.entries(fields ?? {})) if (typeof v === "string") out[`hidden.${key}`] = v;
    } else {
      out[column] = value;
    }
  }
  return out;
}

/**
 * The two JSON columns as one readable line each, for a spreadsheet cell:
 * `utm_source=newsletter; utm_campaign=spring; page=/de/; first: utm_source=linkedin`.
 */
export function readableAttribution(row: Row): Row {
  const out: Row = { ...row };
  if ("attribution" in row) {
    const a = parsed(row.attribution);
    if (a) {
      const first = a.first && typeof a.first === "object" ? pairs(a.first as Record<string, unknown>, TOUCH_KEYS) : "";
      out.attribution = [pairs(a, [...TOUCH_KEYS, "page"]), first ? `first: ${first}` : ""].filter(Boolean).join("; ");
    }
  }
  if ("hidden_fields" in row) {
    const fields = parsed(row.hidden_fields);
    if (fields) out.hidden_fields = pairs(fields);
  }
  return out;
}
