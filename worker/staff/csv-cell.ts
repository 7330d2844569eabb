/**
 * One CSV cell as both the staff inbox's export and the staff CLI write it. Kept apart from
 * `csv.ts` so the CLI can use it without the compiled mail catalogs that file loads.
 */
import { agencyTimestamp, isStoredTimestamp } from "../../contract/agency-time.ts";

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection);
// a leading apostrophe makes it text, which Excel hides (so `+43 ...` reads `'+43 ...`).
const FORMULA_START = /^[=+\-@\t\r]/;
// Excel reads `1-10` or `11-50` as a day and a month.
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,4}$/;
// A phone number: Excel makes `+43 1 234` a formula and `0664 123` a number without its 0.
const PHONE_LIKE = /^(?!\d{4}-\d{2}-\d{2}$)[+0][\d\s()/.-]{5,}$/;

/** One CSV cell (RFC 4180): always quoted, quotes doubled, formula starts defused, date-like ranges kept as text. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // ="1-10" is a formula whose result is the text itself: the one form Excel never converts.
  // The same form keeps a phone number as typed; the apostrophe that defuses a formula start
  // would stay visible in a CSV that Excel opens, and a leading 0 would be dropped.
  if (DATE_LIKE.test(text) || PHONE_LIKE.test(text)) return `"=""${text}"""`;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** What may split a file's cells: a comma, a semicolon (Excel where the decimal mark is a comma) or a tab. */
export type CsvSeparator = "," | ";" | "\t";

/** The separator Excel expects in the agency's language: German Excel splits at `;`. */
export const agencySeparator = (locale: "en" | "de"): CsvSeparator => (locale === "de" ? ";" : ",");

/** How a file is written: the cells' separator, and whether the byte order mark comes first (every export's does). */
export interface CsvForm {
  separator?: CsvSeparator;
  bom?: boolean;
}

/**
 * The file every CSV export writes, the inbox's and each of the CLI's: a UTF-8 byte order
 * mark (Excel reads umlauts by it), the header, then one line per row, CRLF, every cell
 * written by `csvCell` and split by the separator.
 */
export function rowsCsv(header: readonly string[], rows: readonly (readonly unknown[])[], form: CsvForm = {}): string {
  const line = (cells: readonly unknown[]) => cells.map(csvCell).join(form.separator ?? ",");
  return `${form.bom === false ? "" : "\ufeff"}${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** A stored UTC timestamp as Excel reads a date, `2026-05-04 10:30` on the agency's clock; anything else as it is. */
export const fileTime = (value: unknown): unknown => (isStoredTimestamp(value) ? agencyTimestamp(value) : value);
