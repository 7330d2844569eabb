/**
 * A lead's attribution and hidden fields as `show` prints them: the stored JSON columns
 * (`attribution`, `hidden_fields`) turned into named values. The export's columns come from
 * the Worker's builder, which the inbox writes its file with.
 */
import { touchKeys } from "../../contract/attribution-labels.ts";
import { parsedObject } from "../../worker/staff/attribution-export.ts";
import type { Row } from "./d1.ts";

/** `key=value; key=value` of the string values of `object` in `keys` order. */
function pairs(object: Record<string, unknown>, keys: readonly string[]): string {
  return keys
    .filter((key) => typeof object[key] === "string")
    .map((key) => `${key}=${String(object[key])}`)
    .join("; ");
}

/**
 * The attribution's values as entries of their own (`utm_source`, ..., `page`,
 * `first`, the session's first touch) and each hidden field as `hidden.<key>`, in place of the two JSON columns.
 */
export function expandAttribution(row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "attribution") {
      const a = parsedObject(value);
      if (!a) continue;
      for (const key of [...touchKeys, "page"]) if (typeof a[key] === "string") out[key] = a[key] as string;
      const first = a.first && typeof a.first === "object" ? pairs(a.first as Record<string, unknown>, touchKeys) : "";
      if (first) out.first = first;
    } else if (column === "hidden_fields") {
      const fields = parsedObject(value);
      for (const [key, v] of Object.entries(fields ?? {})) if (typeof v === "string") out[`hidden.${key}`] = v;
    } else {
      out[column] = value;
    }
  }
  return out;
}
