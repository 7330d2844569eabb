/** Rendering for the terminal (tables, detail views) and for files (CSV, JSON). */
import type { Row } from "./d1.ts";

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A stored UTC ISO timestamp in the local time zone of whoever runs the CLI
 * (`2026-05-04 10:30`); anything that is not a timestamp is shown as it is.
 */
export function localTime(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

// Visitors typed this text: control characters (ANSI escapes could rewrite the staff
// member's terminal) and bidi overrides (could make text read differently) are made visible.
const LINE_BREAKS = /\r\n|[\r\n\t\u2028\u2029]/g;
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text safe to print to a terminal, on one line unless `multiline`. */
export function terminalText(value: unknown, multiline = false): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return (multiline ? text.replace(/\r\n?/g, "\n").replace(/[\t\u2028\u2029]/g, " ") : text.replace(LINE_BREAKS, " ")).replace(
    multiline ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g : UNSAFE,
    "\ufffd",
  );
}

/** At most `width` characters (code points), the cut marked with an ellipsis. */
export function truncate(text: string, width: number): string {
  const chars = Array.from(text);
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join("")}…`;
}

export interface Column {
  header: string;
  /** The row's value, already as display text. */
  value: (row: Row) => string;
  /** Wider text is truncated. */
  width: number;
}

/** A plain-text table: a header, a rule, one line per row; columns two spaces apart. */
export function renderTable(columns: readonly Column[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((c) => truncate(terminalText(c.value(row)), c.width)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((line) => Array.from(line[i] ?? "").length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : v + " ".repeat(Math.max(0, (widths[i] ?? 0) - Array.from(v).length))))
      .join("  ")
      .trimEnd();
  return `${[line(columns.map((c) => c.header)), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}

/** `key  value` lines of one row, every column, values in full (multi-line text indented). */
export function renderRecord(row: Row, timeColumns: ReadonlySet<string>): string {
  const keys = Object.keys(row);
  const width = Math.max(...keys.map((k) => k.length));
  return `${keys
    .map((key) => {
      const raw = row[key];
      const shown = timeColumns.has(key) && typeof raw === "string" && raw ? `${localTime(raw)}  (${raw})` : terminalText(raw, true);
      return `${key.padEnd(width)}  ${shown.replaceAll("\n", `\n${" ".repeat(width + 2)}`)}`;
    })
    .join("\n")}\n`;
}

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV
// injection"); a leading apostrophe makes it text. Phone numbers such as +43 ... get the
// apostrophe too: harmless, and Excel hides it.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): always quoted, quotes doubled, formula starts defused. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * RFC 4180 CSV: a header of `columns`, every row in that column order, CRLF line ends.
 * With `bom`, a UTF-8 byte order mark first so Excel reads umlauts correctly.
 */
export function toCsv(columns: readonly string[], rows: readonly Row[], bom = false): string {
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
  return `${bom ? "\ufeff" : ""}${lines.join("\r\n")}\r\n`;
}

/** Every row as a JSON array, values exactly as stored. */
export function toJson(columns: readonly string[], rows: readonly Row[]): string {
  const ordered = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
