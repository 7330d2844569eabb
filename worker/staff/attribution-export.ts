/**
 * A lead's attribution and hidden fields as staff read them: the stored JSON columns
 * (`attribution`, `hidden_fields`) turned into values of their own. Here rather than in the
 * CLI so the inbox's export and the CLI's write the same columns.
 */
import { touchKeys } from "../../contract/attribution/labels.ts";

type Row = Record<string, unknown>;

/** The stored JSON object of a column; undefined for anything else (NULL, a broken or non-object value). */
export function parsedObject(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== "string" || !value) return undefined;
  try {
    const object: unknown = JSON.parse(value);
    return typeof object === "object" && object !== null && !Array.isArray(object) ? (object as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The attribution's columns in an export: each touch key, the page, then the first touch's keys. */
export const EXPORT_COLUMNS: readonly string[] = [...touchKeys, "page", ...touchKeys.map((key) => `first_${key}`)];

const text = (object: Record<string, unknown>, key: string) => (typeof object[key] === "string" ? object[key] : "");

/**
 * The two JSON columns as columns of their own for a spreadsheet: one per UTM key,
 * referrer, landing and page (`first_...` for the first touch), and one per hidden field
 * (`hidden.<key>`, every key any row has). A value never shares a cell with another, so no
 * value (a `utm_content` of `; utm_source=forged`) can read as a second one.
 */
export function attributionExport(columns: readonly string[], rows: readonly Row[]): { columns: string[]; rows: Row[] } {
  const hiddenKeys = [...new Set(rows.flatMap((row) => Object.keys(parsedObject(row.hidden_fields) ?? {})))].sort();
  const out = columns.flatMap((column) => {
    if (column === "attribution") return [...EXPORT_COLUMNS];
    if (column === "hidden_fields") return hiddenKeys.map((key) => `hidden.${key}`);
    return [column];
  });
  const expanded = rows.map((row) => {
    const a = parsedObject(row.attribution) ?? {};
    const first = a.first && typeof a.first === "object" ? (a.first as Record<string, unknown>) : {};
    const hidden = parsedObject(row.hidden_fields) ?? {};
    const cells: Row = { ...row };
    for (const key of [...touchKeys, "page"]) cells[key] = text(a, key);
    for (const key of touchKeys) cells[`first_${key}`] = text(first, key);
    for (const key of hiddenKeys) cells[`hidden.${key}`] = text(hidden, key);
    return cells;
  });
  return { columns: out, rows: expanded };
}
