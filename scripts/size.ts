/**
 * Prints the size of every widget file (raw, min+gzip, brotli) and checks the budgets of
 * ../shared/design.md. Exits 1 when a budget is exceeded. Run after `npm run build`.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "dist/widgets";
/** Budgets in bytes of min+gzip, per path prefix under dist/widgets. */
const budgets: Record<string, number> = {
  "agency-widgets.js": 4 * 1024,
  "chunks/toast-": 12 * 1024,
};

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
let files: string[];
try {
  files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".js") || f.endsWith(".css"));
} catch {
  console.error(`${dir} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

let failed = false;
const rows = await Promise.all(
  files.sort().map(async (file) => {
    const data = await readFile(join(dir, file));
    const gzip = gzipSync(data, { level: 9 }).length;
    const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const budget = Object.entries(budgets).find(([prefix]) => file.startsWith(prefix))?.[1];
    const verdict = budget === undefined ? "" : gzip <= budget ? `ok (budget ${kb(budget)})` : `OVER budget ${kb(budget)}`;
    if (budget !== undefined && gzip > budget) failed = true;
    return { file, min: kb(data.length), "min+gzip": kb(gzip), brotli: kb(brotli), budget: verdict };
  }),
);
console.table(rows);
if (failed) {
  console.error("A widget file is over its budget (see ../shared/design.md).");
  process.exitCode = 1;
}
