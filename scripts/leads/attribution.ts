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

/** The attribution's columns in an export: each touch key, the page, then the first touch's keys. */
export const EXPORT_COLUMNS = [...TOUCH_KEYS, "page", ...TOUCH_KEYS.map((key) => `first_${key}`)] as const;

/**
 * The two JSON columns as columns of their own for a spreadsheet: one per UTM key,
 * referrer, landing and page (`first_...` for the first touch), and one per hidden field
 * (`hidden.<key>`, every key any row has). A value never shares a cell with another, so no
 * value (a `utm_content` of `; utm_source=forged`) can read as a second one.
 */
export function attributionExport(columns: readonly string[], rows: readonly Row[]): { columns: string[]; rows: Row[] } {
  const hiddenKeys = [...new Set(rows.flatMap((row) => Object.keys(parsed(row.hidden_fields) ?? {})))].sort();
  const out = columns.flatMap((column) => {
    if (column === "attribution") return [...EXPORT_COLUMNS];
    if (column === "hidden_fields") return hiddenKeys.map((key) => `hidden.${key}`);
    return [column];
  });
  const expanded = rows.map((row) => {
    const a = parsed(row.attribution) ?? {};
    const first = a.first && typeof a.first === "object" ? (a.first as Record<string, unknown>) : {};
    const hidden = parsed(row.hidden_fields) ?? {};
    const cells: Row = { ...row };
    for (const key of [...TOUCH_KEYS, "page"]) cells[key] = typeof a[key] === "string" ? a[key] : "";
    for (const key of TOUCH_KEYS) cells[`first_${key}`] = typeof first[key] === "string" ? first[key] : "";
    for (const key of hiddenKeys) cells[`hidden.${key}`] = typeof hidden[key] === "string" ? hidden[key] : "";
    return cells;
  });
  return { columns: out, rows: expanded };
}
