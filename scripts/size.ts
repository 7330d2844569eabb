/**
 * Prints the size of every widget file (raw, min+gzip, brotli) and what each lazily
 * loaded widget really costs when it first runs: its chunk, the shared chunks it imports
 * and the larger of its language chunks. Checks the budgets of ../shared/design.md and
 * exits 1 when one is exceeded. Run after `npm run build`.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "dist/widgets";
/** Budgets in bytes of min+gzip: the loader alone, and each widget with all it needs to run. */
const budgets: Record<string, number> = {
  "agency-widgets.js": 4 * 1024,
  "chunks/questionnaire-": 30 * 1024,
  // Not a design.md budget: the referral form shows at once on partner pages; held to the
  // questionnaire's ceiling with what it needs (shared Preact/Lingui/final-form, one language).
  "chunks/referral-form-": 30 * 1024,
  // Not a design.md budget: the toast alone, now counted with its texts chunk.
  "chunks/toast-": 13 * 1024,
  // The banner shows on every page: counted WITH the loader, i.e. all a partner page
  // downloads before the banner appears (vanilla-cookieconsent: 15.5 KB).
  "chunks/cookie-consent-": 10 * 1024,
};
/** Entries whose budget includes the loader itself. */
const withLoader = new Set(["chunks/cookie-consent-"]);

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
let files: string[];
try {
  files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".js") || f.endsWith(".css")).sort();
} catch {
  console.error(`${dir} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

interface FileInfo {
  code: string;
  gzip: number;
  brotli: number;
}
const info = new Map<string, FileInfo>();
for (const file of files) {
  const data = await readFile(join(dir, file));
  info.set(file, {
    code: data.toString("utf8"),
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
}

console.log("Every file:");
console.table(
  files.map((file) => {
    const f = info.get(file)!;
    return { file, min: kb(f.code.length), "min+gzip": kb(f.gzip), brotli: kb(f.brotli) };
  }),
);

/** The static imports of a chunk, recursively (relative specifiers in the minified ES module). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = info.get(file)?.code ?? "";
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+)["']/g)) staticClosure(join("chunks", m[1]!), seen);
  return seen;
}
/**
 * Language chunks are dynamic imports: a visitor downloads one language of each catalog
 * the widget uses (`texts-de-*`, `referral-texts-de-*`, ...), so count the larger of each.
 */
function largestDynamic(closure: Set<string>): string[] {
  const byCatalog = new Map<string, string>();
  for (const file of closure) {
    for (const m of (info.get(file)?.code ?? "").matchAll(/import\(\s*["']\.\/([^"']+)["']\s*\)/g)) {
      const chunk = join("chunks", m[1]!);
      const catalog = m[1]!.replace(/-(en|de)-[^/]*$/, "");
      const current = byCatalog.get(catalog);
      if (!current || info.get(chunk)!.gzip > info.get(current)!.gzip) byCatalog.set(catalog, chunk);
    }
  }
  return [...byCatalog.values()];
}

let failed = false;
const rows = [];
for (const file of files) {
  const entry = Object.entries(budgets).find(([prefix]) => file.startsWith(prefix));
  if (!entry) continue;
  const [prefix, budget] = entry;
  const closure = file.startsWith("chunks/") ? staticClosure(file) : new Set([file]);
  // The banner's dynamic import is the toast, which loads only after a choice.
  const texts = file.startsWith("chunks/") && !withLoader.has(prefix) ? largestDynamic(closure) : [];
  const parts = [...closure, ...texts, ...(withLoader.has(prefix) ? ["agency-widgets.js"] : [])];
  const gzip = parts.reduce((sum, f) => sum + info.get(f)!.gzip, 0);
  const brotli = parts.reduce((sum, f) => sum + info.get(f)!.brotli, 0);
  const ok = gzip <= budget;
  if (!ok) failed = true;
  rows.push({
    widget: file,
    "with what it needs": parts.length > 1 ? parts.slice(1).join(" + ") : "-",
    "min+gzip": kb(gzip),
    brotli: kb(brotli),
    budget: `${ok ? "ok" : "OVER"} (budget ${kb(budget)})`,
  });
}
console.log("What each entry costs when it first runs (the budgets):");
console.table(rows);
if (failed) {
  console.error("A widget is over its budget (see ../shared/design.md).");
  process.exitCode = 1;
} else {
  console.log("All widget budgets met.");
}
