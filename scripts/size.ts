/**
 * `npm run size`: prints the size of every widget file (raw, min+gzip, brotli), then each
 * element's figures (*first use*, *complete*, the questionnaire's *booking*) and the home
 * page's first-load JS, min+gzip, with the loader and the English texts (beside each, the
 * same in the language whose texts are largest, so that no language's page goes unseen).
 * What each figure counts is defined in docs/architecture.md ("Size guards"); the guards
 * are the table in scripts/size-guards.ts.
 *
 * Prints beside each figure what is left under its guard, with and without the room every
 * figure keeps, so a change shows how close it comes. With `--strict` (part of `npm test`)
 * a figure above its guard exits 1; a figure under it with less than the room is reported,
 * not failed, since that room is what lets the next field in without failing CI, and a
 * docs/sizes.md that differs from the measured figures fails too. `--write` writes that
 * file. Run after `npm run build`.
 */
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { locales } from "../contract/locales.ts";
import { BUILDS_FILE } from "./chunk-retention.mjs";
import { type Figure, ROOM, sizeGuards } from "./size-guards.ts";
import { type MeasuredFigure, syncSizesFile } from "./size-report.ts";

const dir = "dist/widgets";
const { loader: LOADER_GUARD, elements: guards, allThree: ALL_THREE_GUARD, home: homeGuards } = sizeGuards;
const LOADER = "agency-widgets.js";
/** `--strict` exits 1 on a figure above its guard (the default only reports it, as a benchmark does). */
const strict = process.argv.includes("--strict");
/** `--write` writes docs/sizes.md from the figures instead of comparing it with them. */
const write = process.argv.includes("--write");

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
/**
 * How close a figure is to its guard: what is left under it, and what is left once the
 * 1 KB of room is kept (negative: short of the room by that much, which is reported).
 */
const gapTo = (guard: number, size: number) => `${kb(guard - size)} (${kb(guard - size - ROOM)} beyond the room)`;
let files: string[];
try {
  files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".js") || f.endsWith(".css")).sort();
} catch {
  console.error(`${dir} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
// A rebuild keeps the chunks of earlier builds for pages still open (scripts/chunk-retention.mjs):
// measure only the chunks the latest build wrote, which its record lists last.
const builds = await readFile(join(dir, "chunks", BUILDS_FILE), "utf8")
  .then((text) => JSON.parse(text) as string[][])
  .catch(() => null);
const latest = builds?.at(-1);
if (latest) files = files.filter((f) => !f.startsWith("chunks/") || latest.includes(f.slice("chunks/".length)));

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

/**
 * A language's texts of one catalog: `texts-fr-<hash>.js`, `consent-texts-fr-<hash>.js`.
 * The catalog's name is the first group, the language the second. A hash may hold "-" (rollup's hashes are base64url),
 * so the file is known by its catalog's name, never by what follows the language.
 */
const LANGUAGE_CHUNK = /^((?:inquiry-|referral-|consent-|booking-|outcome-)?texts)-(en|de|fr|it|es)-[\w-]+\.js$/;
/** The questionnaire's booking step (`booking-<hash>.js`, not its texts `booking-texts-*`): fetched after the 201. */
const BOOKING_CHUNK = /^booking-(?!texts-)[\w-]+\.js$/;

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
 * the widget uses (`texts-de-*`, `referral-texts-de-*`, ...): the chunks of `lang`.
 */
function languageChunks(closure: Set<string>, lang: string): string[] {
  const chunks = new Set<string>();
  for (const file of closure) {
    for (const m of (info.get(file)?.code ?? "").matchAll(/import\(\s*["']\.\/([^"']+)["']\s*\)/g)) {
      const match = LANGUAGE_CHUNK.exec(m[1]!);
      if (match?.[2] === lang) chunks.add(join("chunks", m[1]!));
    }
  }
  return [...chunks];
}
/** The guards count English texts. */
const GUARD_LANGUAGE = "en";

/**
 * Everything an element may ever fetch (its static closure and every dynamic import but
 * other languages' texts): what it loads after its first use as well (the contract's
 * rules, what shows an answer, attribution, the API client, the bot check, the funnel).
 */
function fullClosure(file: string, withBooking = true): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    for (const part of staticClosure(f)) seen.add(part);
    for (const part of [...seen]) {
      for (const m of (info.get(part)?.code ?? "").matchAll(/import\(\s*["']\.\/([^"']+)["']\s*\)/g)) {
        if (!withBooking && BOOKING_CHUNK.test(m[1]!)) continue;
        if (!LANGUAGE_CHUNK.test(m[1]!)) visit(join("chunks", m[1]!));
      }
    }
  };
  visit(file);
  return seen;
}

let failed = false;
/** The figures under their guard with less than the 1 KB of room. */
const tight: string[] = [];
const rows: Record<string, string | number>[] = [];
/** The figures for docs/sizes.md, by element name rather than hashed file name. */
const measured: MeasuredFigure[] = [];
/** `chunks/questionnaire-<hash>.js` -> `questionnaire`. */
const elementName = (file: string) =>
  file === LOADER
    ? `loader (${LOADER})`
    : (Object.keys(guards)
        .find((p) => file.startsWith(p))
        ?.slice("chunks/".length, -1) ?? file);
const everything = new Set<string>([LOADER]);
const gzipOf = (parts: Iterable<string>) => [...new Set(parts)].reduce((sum, f) => sum + info.get(f)!.gzip, 0);
/**
 * One figure: `inLanguage(lang)` is every file it counts with the texts of `lang`; the
 * guard applies to English, the largest language is shown beside it.
 */
const row = (widget: string, figure: string, inLanguage: (lang: string) => string[], guard: number) => {
  const parts = [...new Set(inLanguage(GUARD_LANGUAGE))];
  const gzip = gzipOf(parts);
  const largest = locales.map((lang) => ({ lang, gzip: gzipOf(inLanguage(lang)) })).reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const ok = gzip <= guard;
  if (!ok) failed = true;
  else if (guard - gzip < ROOM) tight.push(`${widget} ${figure}`);
  measured.push({ element: elementName(widget), figure, gzip, guard });
  rows.push({
    widget,
    figure,
    files: parts.length,
    "min+gzip": kb(gzip),
    brotli: kb(parts.reduce((sum, f) => sum + info.get(f)!.brotli, 0)),
    guard: `${ok ? (guard - gzip >= ROOM ? "ok" : "ok, under 1 KB of room") : "OVER"} (guard ${kb(guard)})`,
    "left under the guard": gapTo(guard, gzip),
    "in its largest language": `${kb(largest.gzip)} (${largest.lang})`,
  });
};
/** What each figure counts of an element's chunk `file`, with the texts of `lang`. */
const figures: Record<Figure, (file: string, lang: string) => string[]> = {
  "first use": (file, lang) => {
    const closure = staticClosure(file);
    return [LOADER, ...closure, ...languageChunks(closure, lang)];
  },
  complete: (file, lang) => {
    const closure = fullClosure(file, false);
    return [LOADER, ...closure, ...languageChunks(closure, lang)];
  },
  booking: (file, lang) => {
    const complete = fullClosure(file, false);
    const step = new Set([...fullClosure(file)].filter((part) => !complete.has(part)));
    return [...step, ...languageChunks(step, lang)];
  },
};
for (const prefix of Object.keys(guards)) {
  if (!files.some((f) => f.startsWith(prefix))) {
    console.error(`No ${prefix}*.js in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
}
row(LOADER, "first use", () => [LOADER], LOADER_GUARD);
for (const file of files) {
  const entry = Object.entries(guards).find(([prefix]) => file.startsWith(prefix));
  if (!entry) continue;
  for (const part of staticClosure(file)) everything.add(part);
  for (const [figure, guard] of Object.entries(entry[1]) as [Figure, number][]) {
    row(file, figure, (lang) => figures[figure](file, lang), guard);
  }
}
// One page speaks one language: all three elements' code and that language's texts.
row("all three elements on one page", "first use", (lang) => [...everything, ...languageChunks(everything, lang)], ALL_THREE_GUARD);
const runtime = files.find((f) => f.startsWith("chunks/runtime-"));
console.log(
  "What each element costs, with the loader and its English texts: first use, complete once a submission is answered, and the booking step after it:",
);
console.table(rows);
if (runtime) console.log(`(of which the shared runtime, Preact + r2wc + Lingui: ${kb(info.get(runtime)!.gzip)})`);
const firstTouch = files.find((f) => f.startsWith("chunks/first-touch-"));
// Self-contained, and fetched at idle only where analytics consent may be given: part of no figure above.
if (firstTouch) console.log(`The first-touch recorder, loaded only with analytics consent: ${kb(info.get(firstTouch)!.gzip)}`);

// What each language adds: its texts for the banner, the two forms' shared texts, the
// questionnaire and the referral form.
// A page downloads only the language its widgets speak.
const catalogs = [
  ["cookie banner", "consent-texts"],
  ["shared form texts", "texts"],
  ["form outcomes", "outcome-texts"],
  ["questionnaire", "inquiry-texts"],
  ["referral form", "referral-texts"],
  ["booking step", "booking-texts"],
] as const;
console.log("Each language's texts (min+gzip), downloaded only by a page in that language:");
console.table(
  locales.map((lang) => {
    const sizes = catalogs.map(([, prefix]) => {
      const file = files.find((f) => f.startsWith(`chunks/${prefix}-${lang}-`));
      return file ? info.get(file)!.gzip : 0;
    });
    return {
      language: lang,
      ...Object.fromEntries(catalogs.map(([name], i) => [name, kb(sizes[i]!)])),
      all: kb(sizes.reduce((a, b) => a + b, 0)),
    };
  }),
);
// The home page's first-load JS: every script the prerendered dist/index.html references
// and everything they import statically, the embed loader it requests once painted, and the
// cookie banner that the loader shows every first visitor (its chunk, the chunks it imports
// and its English texts), min+gzip.
// The HTML announces no banner chunk (the first paint would share the connection with
// them), so they are counted from the loader, as the browser finds them. The site and the
// widgets share one runtime (widgets/lib/runtime/runtime.ts), so it is counted once.
// Kept at least 1 KB under it, like every figure above.
const HOME_FIRST_LOAD_GUARD = homeGuards["first load"];
function homeFirstLoad(): { files: Map<string, number>; total: number } | null {
  let html: string;
  try {
    html = readFileSync("dist/index.html", "utf8");
  } catch {
    return null;
  }
  const sizes = new Map<string, number>();
  const visit = (path: string) => {
    if (sizes.has(path)) return;
    const data = readFileSync(join("dist", path));
    sizes.set(path, gzipSync(data, { level: 9 }).length);
    for (const m of data.toString("utf8").matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      visit(m[1]!.startsWith("/") ? m[1]! : new URL(m[1]!, `http://site${path}`).pathname);
    }
  };
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g)) visit(m[1]!);
  // The loader is no `<script src>`: every page requests it once painted (scripts/prerender.ts).
  if (!html.includes(`"/widgets/${LOADER}"`)) throw new Error(`dist/index.html does not request /widgets/${LOADER}`);
  visit(`/widgets/${LOADER}`);
  const banner = /"cookie-consent":"([^" ]+\.js)[" ]/.exec(info.get(LOADER)?.code ?? "")?.[1];
  if (!banner) throw new Error(`${dir}/${LOADER} names no cookie-consent chunk`);
  const closure = staticClosure(join("chunks", banner));
  for (const file of [...closure, ...languageChunks(closure, GUARD_LANGUAGE)]) visit(`/widgets/${file}`);
  return { files: sizes, total: [...sizes.values()].reduce((a, b) => a + b, 0) };
}
const home = homeFirstLoad();
if (home) {
  console.log("The home page's first-load JS (dist/index.html's scripts with their imports, and the cookie banner):");
  console.table([...home.files].map(([file, gzip]) => ({ file, "min+gzip": kb(gzip) })));
  const ok = home.total <= HOME_FIRST_LOAD_GUARD;
  const room = HOME_FIRST_LOAD_GUARD - home.total >= ROOM ? "ok" : "ok, under 1 KB of room";
  console.log(
    `total ${kb(home.total)}: ${ok ? room : "OVER"} (guard ${kb(HOME_FIRST_LOAD_GUARD)}; left ${gapTo(HOME_FIRST_LOAD_GUARD, home.total)})`,
  );
  if (!ok) failed = true;
  else if (HOME_FIRST_LOAD_GUARD - home.total < ROOM) tight.push("home page first load");
  measured.push({ element: "home page", figure: "first load", gzip: home.total, guard: HOME_FIRST_LOAD_GUARD });
} else {
  console.log("(dist/index.html is not built: the home page's first-load JS is not measured.)");
}

const sizesFile = syncSizesFile(measured, write);
(sizesFile.current ? console.log : console.error)(sizesFile.message);
if (!sizesFile.current && strict) process.exitCode = 1;

if (failed) {
  console.error("A figure is over its guard (the guards are in scripts/size-guards.ts).");
  if (strict) process.exitCode = 1;
} else if (tight.length > 0) {
  console.log(`Under every guard, but with less than 1 KB of room: ${tight.join(", ")}. Win bytes back before the next field.`);
} else {
  console.log("Every figure is at least 1 KB under its guard.");
}
