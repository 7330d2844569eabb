/**
 * One CSV cell as both the staff inbox's export and the staff CLI write it. Kept apart from
 * `csv.ts` so the CLI can use it without the compiled mail catalogs that file loads.
 */

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
