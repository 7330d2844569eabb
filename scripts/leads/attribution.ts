/** A lead's attribution and hidden fields as `show` prints them, read from their stored JSON columns. */
import type { I18n } from "@lingui/core";
import type { Touch } from "../../contract/attribution/bounds.ts";
import { touchKeys, touchText } from "../../contract/attribution/labels.ts";
import { parsedObject } from "../../worker/cli.ts";
import type { Row } from "./d1.ts";

/** The string values of `object` that a touch has: what a stored first visit holds, and nothing else. */
function touchOf(object: Record<string, unknown>): Touch {
  return Object.fromEntries(touchKeys.flatMap((key) => (typeof object[key] === "string" ? [[key, object[key]]] : [])));
}

/**
 * The attribution's values as entries of their own (`utm_source`, ..., `page`,
 * `first`, the session's first touch in the words of the agency's mail) and each hidden field as `hidden.<key>`, in place of the two JSON columns.
 */
export function expandAttribution(row: Row, i18n: Pick<I18n, "_">): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "attribution") {
      const a = parsedObject(value);
      if (!a) continue;
      for (const key of [...touchKeys, "page"]) if (typeof a[key] === "string") out[key] = a[key] as string;
      const first = a.first && typeof a.first === "object" ? touchText(i18n, touchOf(a.first as Record<string, unknown>)) : "";
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
