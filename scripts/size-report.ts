/**
 * The size figures as the committed table docs/sizes.md, so that a reviewer sees how much
 * room each element has left without building. `npm run size -- --write` writes it;
 * `npm run size -- --strict` (part of `npm test`) fails when the committed file differs
 * from what the build measures. The figures are deterministic (same sources, same bytes,
 * same gzip level), so a difference always means a change that did not update the file.
 */
import { readFileSync, writeFileSync } from "node:fs";

/** Where the table lives. */
export const SIZES_FILE = "docs/sizes.md";

/** One measured figure: what it belongs to, which figure, its bytes (min+gzip) and its guard. */
export interface MeasuredFigure {
  element: string;
  figure: string;
  gzip: number;
  guard: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

/** The document: the figures in the order measured, each with its guard and what is left under it. */
export function sizesMarkdown(figures: readonly MeasuredFigure[]): string {
  const rows = figures.map((f) => `| ${f.element} | ${f.figure} | ${kb(f.gzip)} | ${kb(f.guard)} | ${kb(f.guard - f.gzip)} |`);
  return [
    "# Sizes",
    "",
    "What a visitor's browser fetches per element, min+gzip with the loader and the English",
    "texts, against its guard (`scripts/size-guards.ts`); what each figure counts is defined in",
    "[architecture.md](architecture.md#size-guards). Every figure keeps at least 1 KB of room, so",
    "that the next field fits.",
    "",
    "Written by `npm run build && npm run size -- --write`; `npm test` fails when this file",
    "differs from what the build measures, so a change that moves a figure commits it here too.",
    "",
    "| Element | Figure | min+gzip | Guard | Room left |",
    "|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/**
 * Writes the table (`write`) or compares it with the committed file; returns the message
 * to print and whether the committed file is current.
 */
export function syncSizesFile(figures: readonly MeasuredFigure[], write: boolean): { current: boolean; message: string } {
  const expected = sizesMarkdown(figures);
  if (write) {
    writeFileSync(SIZES_FILE, expected);
    return { current: true, message: `wrote ${SIZES_FILE}` };
  }
  let committed = "";
  try {
    committed = readFileSync(SIZES_FILE, "utf8");
  } catch {
    // No file yet: reported below like a stale one.
  }
  return committed === expected
    ? { current: true, message: `${SIZES_FILE} holds these figures.` }
    : { current: false, message: `${SIZES_FILE} differs from the measured figures: run \`npm run size -- --write\` and commit it.` };
}
