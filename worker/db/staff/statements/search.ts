/**
 * The search by name, company or address that the inbox's and the CLI's lists share: columns
 * folded to lower case (Latin-1's capitals too) against an escaped LIKE pattern.
 */

/**
 * The upper-case letters SQLite's `lower()` leaves alone (it folds ASCII only) with their
 * lower-case forms: Latin-1's À to Þ (but ×) and the capital sharp s. Enough for the names
 * of the agency's languages, so "grünböck" finds "GRÜNBÖCK". Written as `char()` codes, so
 * the statement stays ASCII when the CLI passes it on a command line.
 */
const FOLDED_LETTERS: readonly (readonly [upper: number, lower: number])[] = [
  ...Array.from({ length: 0xdf - 0xc0 }, (_, i) => 0xc0 + i)
    .filter((code) => code !== 0xd7)
    .map((code) => [code, code + 0x20] as const),
  [0x1e9e, 0xdf],
];

// Built once: every search wraps each column in the same nesting.
const FOLD_OPEN = `${"replace(".repeat(FOLDED_LETTERS.length)}lower(`;
const FOLD_CLOSE = `)${FOLDED_LETTERS.map(([upper, lower]) => `, char(${upper}), char(${lower}))`).join("")}`;

/** `column` in lower case for the search, Latin-1's capitals too (see `FOLDED_LETTERS`). */
export function foldedColumn(column: string): string {
  return `${FOLD_OPEN}${column}${FOLD_CLOSE}`;
}

/**
 * The search text as the folded columns hold it (lower case, composed accents), with `%`,
 * `_` and the escape itself matching literally: `text` anywhere in a column.
 */
export function likePattern(text: string): string {
  const folded = text.normalize("NFC").toLocaleLowerCase();
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The search by name, company or address, as the inbox and the CLI run it: any of
 * `columns`, folded to lower case, holding the text, whose `likePattern` is the numbered
 * parameter `param`.
 */
export function searchCondition(columns: readonly string[], param: number): string {
  return `(${columns.map((column) => `${foldedColumn(column)} LIKE ?${param} ESCAPE '\\'`).join(" OR ")})`;
}
