/** Rendering for the terminal (tables, detail views) and for files (CSV, JSON). */

// The inbox's file, so a CLI export and an inbox export write every value alike.
import { type CsvSeparator, rowsCsv } from "../../worker/cli.ts";
import type { Row } from "./d1.ts";

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

// Characters a terminal draws two cells wide: East Asian wide and fullwidth forms, and
// emoji (a visitor's company name may well hold one). Marks and joiners take no cell.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{1f680}-\u{1f6ff}\u{1fa70}-\u{1faff}\u{20000}-\u{3fffd}]/u;
const MARK = /\p{M}/u;

function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  // Marks, zero-width spaces and joiners, word joiner, variation selectors.
  if (MARK.test(ch) || (code >= 0x200b && code <= 0x200d) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  return WIDE.test(ch) ? 2 : 1;
}

/** How many terminal cells `text` takes (one line, already made safe by `terminalText`). */
export function cellWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

/** At most `width` terminal cells, the cut marked with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (cellWidth(text) <= width) return text;
  let out = "";
  let used = 0;
  for (const ch of text) {
    const w = charWidth(ch);
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

const padEnd = (text: string, width: number) => text + " ".repeat(Math.max(0, width - cellWidth(text)));

/**
 * `text` broken into lines of at most `width` cells at spaces (a word longer than a line
 * is cut); line breaks in `text` stay.
 */
export function wrapLines(text: string, width: number): string[] {
  const room = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      let rest = word;
      for (;;) {
        const candidate = line === "" ? rest : `${line} ${rest}`;
        if (cellWidth(candidate) <= room) {
          line = candidate;
          break;
        }
        if (line !== "") {
          lines.push(line);
          line = "";
          continue;
        }
        // One word wider than a whole line: cut it where the line ends (at least one character).
        let head = "";
        for (const ch of rest) {
          if (head !== "" && cellWidth(head + ch) > room) break;
          head += ch;
        }
        lines.push(head);
        rest = rest.slice(head.length);
        if (rest === "") break;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The width to lay out for: the terminal's (`process.stdout.columns`), else `COLUMNS` from
 * the environment, else 80 (a pipe or a file), as `less` and `ls` decide.
 */
export function terminalColumns(stdoutColumns: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (stdoutColumns && Number.isFinite(stdoutColumns) && stdoutColumns > 0) return Math.floor(stdoutColumns);
  const fromEnv = Number(env.COLUMNS);
  return Number.isSafeInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80;
}

/** What the terminal offers; not a terminal (a pipe, a file): 80 columns. */
export function terminalWidth(columns: number | undefined): number {
  return columns && Number.isFinite(columns) && columns > 0 ? Math.floor(columns) : 80;
}

export interface Column {
  header: string;
  /** The row's value, already as display text. */
  value: (row: Row) => string;
  /** Wider text is truncated. */
  width: number;
  /** When the table does not fit: the narrowest it may be cut to (default `width`, never cut). */
  min?: number;
  /** When the table does not fit: columns are kept highest rank first while they fit, the others left out; without it, never left out. */
  drop?: number;
  /** When the table does not fit a terminal narrower than 100 columns: a shorter rendering (a date without its year). */
  short?: (row: Row) => string;
}

const GAP = "  ";
/** Below this many columns a table gets its short renderings. */
const NARROW = 100;

export interface Table {
  text: string;
  /** Headers of the columns left out to fit. */
  hidden: string[];
}

/**
 * A plain-text table: a header, a rule, one line per row; columns two spaces apart, every
 * line narrower than `terminal` (its width in columns) when that can be done. When the
 * table does not fit: short renderings below 100 columns, then the columns that may go
 * are kept by rank (highest `drop` first) as long as they fit at their `min`, and the
 * widest columns are cut until the line fits, so a row stays one line.
 */
export function renderTable(columns: readonly Column[], rows: readonly Row[], terminal = Number.POSITIVE_INFINITY): Table {
  const available = terminal - 1;
  const layout = (short: boolean) =>
    columns.map((column) => {
      const render = short && column.short ? column.short : column.value;
      const cells = rows.map((row) => terminalText(render(row)));
      // A header is never cut (a cut label reads as another word), so it widens its column.
      const natural = Math.max(cellWidth(column.header), Math.min(column.width, Math.max(0, ...cells.map(cellWidth))));
      return { column, cells, natural, min: Math.min(natural, Math.max(cellWidth(column.header), column.min ?? column.width)) };
    });
  type Laid = ReturnType<typeof layout>[number];
  const total = (cols: readonly Laid[], width: (c: Laid) => number) =>
    cols.reduce((sum, c) => sum + width(c), 0) + GAP.length * Math.max(0, cols.length - 1);

  let shown = layout(false);
  if (total(shown, (c) => c.natural) > available) {
    if (terminal < NARROW) shown = layout(true);
    // The columns that never go, then the others by rank as long as they fit at their
    // narrowest: a wide column that does not fit leaves room for a narrower one after it.
    const kept = new Set(shown.filter((c) => c.column.drop === undefined));
    const byRank = shown.filter((c) => c.column.drop !== undefined).sort((a, b) => (b.column.drop ?? 0) - (a.column.drop ?? 0));
    for (const candidate of byRank) {
      if (total([...kept, candidate], (c) => c.min) <= available) kept.add(candidate);
    }
    shown = shown.filter((c) => kept.has(c));
  }
  // Every column at its natural width, then the widest cut one cell at a time until it fits.
  const widths = shown.map((c) => c.natural);
  for (;;) {
    const over = widths.reduce((sum, w) => sum + w, 0) + GAP.length * Math.max(0, shown.length - 1) - available;
    if (over <= 0) break;
    let widest = -1;
    for (const [i, c] of shown.entries()) {
      if (widths[i]! > c.min && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
    }
    if (widest < 0) break;
    widths[widest]! -= 1;
  }
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : padEnd(v, widths[i] ?? 0)))
      .join(GAP)
      .trimEnd();
  const cells = rows.map((_, r) => shown.map((c, i) => truncate(c.cells[r] ?? "", widths[i] ?? 0)));
  const text = `${[line(shown.map((c) => c.column.header)), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
  return { text, hidden: columns.filter((c) => !shown.some((s) => s.column === c)).map((c) => c.header) };
}

/**
 * `key  value` lines of one row, every column, values in full as given (already in the
 * words staff read): wrapped to `columns` with a hanging indent, so long text stays right of
 * the keys, each key as the name staff read.
 */
export function renderRecord(row: Row, columns = Number.POSITIVE_INFINITY): string {
  const keys = Object.keys(row);
  const width = Math.max(...keys.map((k) => cellWidth(k)));
  const indent = " ".repeat(width + 2);
  // Too narrow to keep a usable column right of the keys: the value wraps at full width.
  const valueWidth = Math.max(20, columns - 1 - indent.length);
  return `${keys
    .map((key) => {
      const lines = wrapLines(terminalText(row[key], true), valueWidth);
      return `${padEnd(key, width)}  ${lines.map((line) => line.trimEnd()).join(`\n${indent}`)}`.trimEnd();
    })
    .join("\n")}\n`;
}

/**
 * RFC 4180 CSV of `rows` in `columns` order, written by the inbox's file builder. With
 * `bom`, a UTF-8 byte order mark first so Excel reads umlauts correctly.
 */
export function toCsv(columns: readonly string[], rows: readonly Row[], bom = false, separator: CsvSeparator = ","): string {
  return rowsCsv(
    columns,
    rows.map((row) => columns.map((c) => row[c])),
    { separator, bom },
  );
}

/** Every row as a JSON array, values exactly as stored. */
export function toJson(columns: readonly string[], rows: readonly Row[]): string {
  const ordered = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
