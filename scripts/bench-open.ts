/**
 * `npm run bench:open`: how long from a click on a trigger until the questionnaire's first
 * field takes input, in Chromium with 4x CPU throttling, next to a hand-written static
 * `<dialog>` with the same fields (scripts/bench-open/static.html) measured in the same run.
 *
 * The widget runs as partners embed it: a page on a second local origin loads
 * /widgets/agency-widgets.js from `wrangler dev` (free port, own local D1) and has an
 * `<agency-questionnaire>` and a `data-agency-questionnaire` trigger.
 *
 * - cold: a fresh browser context with the HTTP cache disabled, a first visit.
 * - warm: the same context with the cache on again, reloaded, clicked a second time.
 * The click comes as soon as the page's scripts ran (DOMContentLoaded), before the loader
 * would fetch the questionnaire's code at idle time: the widget's worst case, where its
 * code arrives after the press (cold from the network, warm from the HTTP cache). With
 * `--delay <ms>` the click waits for `load` plus that long instead: a visitor who read the
 * page first, when the loader's idle-time fetch has usually happened.
 *
 * A third variant, "code there", is the floor of the widget as it is built: the page
 * awaits `AgencyWidgets.ready()` and the closed dialog's first render before the click, so
 * nothing is fetched, evaluated or rendered for the first time after the press; what is
 * left is r2wc's update, Preact's re-render with `open`, `showModal()`, focus and the first
 * frame. The ratio of that to the static dialog is the best the widget could reach by
 * fetching, compiling or rendering earlier.
 *
 * The clock starts at the `pointerdown` event's timestamp (capture listener in the page)
 * and stops at the first animation frame in which the deep active element is a visible,
 * enabled select/input/textarea inside `[role=dialog]` or `dialog[open]`: the moment a
 * keystroke would land in the field. The variants take turns at going first.
 *
 * Reports median and p90 per case and the widget/static and code-there/static ratios; exit status 1 only on a
 * functional failure (no dialog within 30 s, the wrong field focused, a request that
 * would leave the machine), never on the timings.
 *
 * Options: --runs <n> (default 7), --throttle <rate> (default 4), --delay <ms> (default:
 * none, click at DOMContentLoaded), --trace <n> (default 0): that many more cold widget opens
 * with a Chrome trace each, and the median main-thread time per item from the press to the
 * usable field (scripts/bench-open/trace.ts): the chunk waterfall (waiting for the
 * network), each chunk's evaluation, the texts, the script of the upgrade and first render,
 * style recalculation (style adoption), layout and paint. Tracing slows the page a little.
 * --hover <ms> (default 0): the pointer rests that long on the trigger before the press (the
 * loader starts the download on hover; people rest 200-500 ms before pressing).
 * --rtt <ms> (default 0: localhost as it is): every request takes that round trip more, on
 * a 1.6 Mbit/s link (Lighthouse's slow mobile), where the chunk waterfall's round trips count.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, type CDPSession, chromium, type Page } from "@playwright/test";
import { isLoopbackHost } from "../worker/lib/loopback.ts";
import { harnessScript } from "./bench-open/harness.ts";
import { openBreakdown } from "./bench-open/trace.ts";
import { ensureWidgetsBuilt, freePort, startE2eServer, waitFor } from "./local-server.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    throttle: { type: "string", default: "4" },
    delay: { type: "string", default: "0" },
    hover: { type: "string", default: "0" },
    trace: { type: "string", default: "0" },
    rtt: { type: "string", default: "0" },
  },
});
const traces = Math.max(0, Number(args.trace));
const runs = Math.max(1, Number(args.runs));
const throttle = Number(args.throttle);
const delay = Math.max(0, Number(args.delay));
const rtt = Math.max(0, Number(args.rtt));
const hover = Math.max(0, Number(args.hover));

/** The CPU throttling, and with `--rtt` a slow mobile link (Lighthouse's: 1.6 Mbit/s down, 750 kbit/s up). */
async function emulate(cdp: CDPSession): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  if (rtt) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: rtt,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
  }
}
const TIMEOUT_MS = 30_000;
/** What the first field of step 1 is called in English; a different focused field fails the run. */
const FIRST_FIELD_LABEL = "Project type";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags of playwright.config.ts: nothing in the browser reaches out to the internet. */
const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The partner origin: the two pages and the baseline's files. Every response carries what
 * Workers static assets send (an ETag, revalidate each time), so the warm reload of both
 * variants is served the same way: 304s from the same kind of cache entry.
 */
function startPartnerServer(port: number, apiOrigin: string): Promise<() => Promise<void>> {
  const root = resolve("scripts/bench-open");
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
  };
  const server = createHttpServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = join(root, path);
    const type = types[extname(file)];
    if (!file.startsWith(`${root}/`) || !type || !existsSync(file)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const raw = readFileSync(file, "utf8");
    const body = extname(file) === ".html" ? raw.replaceAll("{{API_ORIGIN}}", apiOrigin) : raw;
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const headers = { "content-type": type, "cache-control": "public, max-age=0, must-revalidate", etag };
    if (req.headers["if-none-match"] === etag) res.writeHead(304, headers).end();
    else res.writeHead(200, headers).end(body);
  });
  return new Promise((resolveStart, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolveStart(() => new Promise((r) => server.close(() => r()))));
  });
}

interface Sample {
  /** Press to the first frame with the field taking input. */
  ms: number;
  /** Press to the `click` event, and press to the field's focus. */
  toClick: number;
  toFocus: number;
  fetches: number;
  /** Where the time went (ms after the press): the last element/runtime chunk in, the texts in. */
  chunksAt: number;
  textsAt: number;
}

class BenchFailure extends Error {}

/** Where each variant's trigger is (the layout does not change between loads), found once. */
const triggerCentres = new Map<string, { x: number; y: number }>();

async function clickAndMeasure(page: Page, variant: Variant): Promise<Sample> {
  const { trigger } = variant;
  if (delay) {
    await page.waitForLoadState("load");
    await page.waitForTimeout(delay);
  }
  if (variant.codeThere) {
    // The element's code loaded and evaluated, its closed dialog rendered with its texts.
    await page.evaluate(async () => {
      await window.AgencyWidgets!.ready("agency-questionnaire");
      const element = document.querySelector("agency-questionnaire")!;
      while (!element.shadowRoot?.querySelector("dialog")) await new Promise((r) => requestAnimationFrame(r));
    });
  }
  let centre = triggerCentres.get(trigger);
  if (!centre) {
    const box = await page.locator(trigger).boundingBox();
    if (!box) throw new BenchFailure(`${page.url()}: no visible ${trigger}`);
    centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    triggerCentres.set(trigger, centre);
  }
  if (hover) {
    // The pointer rests on the trigger first, as a visitor's does before pressing it.
    await page.mouse.move(centre.x, centre.y);
    await page.waitForTimeout(hover);
  }
  await page.mouse.click(centre.x, centre.y);
  let timer: NodeJS.Timeout | undefined;
  const opened = await Promise.race([
    page.evaluate(() => window.__benchOpen!.done.then(() => true)),
    new Promise<false>((r) => (timer = setTimeout(() => r(false), TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (!opened) throw new BenchFailure(`${page.url()}: no dialog field took input within ${TIMEOUT_MS / 1000} s of the click`);
  const state = await page.evaluate(() => {
    const { clickAt, clickEventAt, focusAt, readyAt, label, fetches } = window.__benchOpen!;
    return { clickAt: clickAt!, clickEventAt: clickEventAt ?? NaN, focusAt: focusAt ?? NaN, readyAt: readyAt!, label, fetches };
  });
  if (!state.label.includes(FIRST_FIELD_LABEL)) {
    throw new BenchFailure(`${page.url()}: the focused field is "${state.label}", not "${FIRST_FIELD_LABEL}"`);
  }
  // The chunk waterfall: the code fetched after the press until the field took input (what
  // loads later, such as the toasts, is not on the way), the texts apart.
  const fetched = await page.evaluate(
    ({ since, until }) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.name.includes("/widgets/chunks/") && e.responseEnd >= since && e.responseEnd <= until)
        .map((e) => ({ texts: /-texts-|\/texts-/.test(e.name), end: e.responseEnd })),
    { since: state.clickAt, until: state.readyAt },
  );
  const lastEnd = (list: { end: number }[]) => (list.length ? Math.max(...list.map((e) => e.end)) - state.clickAt : 0);
  return {
    ms: state.readyAt - state.clickAt,
    toClick: state.clickEventAt - state.clickAt,
    toFocus: state.focusAt - state.clickAt,
    fetches: state.fetches,
    chunksAt: lastEnd(fetched.filter((e) => !e.texts)),
    textsAt: lastEnd(fetched.filter((e) => e.texts)),
  };
}

interface Variant {
  name: "widget" | "code there" | "static";
  url: string;
  trigger: string;
  /** Load the element's code and render its closed dialog before the click (the floor). */
  codeThere?: boolean;
}

/** One cold open in a fresh context, then a warm one after a reload in the same context. */
async function measure(context: BrowserContext, variant: Variant): Promise<{ cold: Sample; warm: Sample }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await emulate(cdp);
  await page.goto(variant.url, { waitUntil: "domcontentloaded" });
  const cold = await clickAndMeasure(page, variant);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await page.reload({ waitUntil: "domcontentloaded" });
  const warm = await clickAndMeasure(page, variant);
  return { cold, warm };
}

/** One cold widget open in a fresh context, traced: main-thread milliseconds per item. */
async function tracedColdOpen(variant: Variant): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(harnessScript);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await emulate(cdp);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "disabled-by-default-v8.compile",
        "blink.user_timing",
      ],
    });
    await page.goto(variant.url, { waitUntil: "domcontentloaded" });
    await clickAndMeasure(page, variant);
    const trace = await browser.stopTracing();
    return openBreakdown(JSON.parse(trace.toString("utf8")).traceEvents);
  } finally {
    await context.close();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
/** Nearest rank: with 7 runs the 7th value, with 20 the 18th. */
const p90 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.9) - 1]!;
const ms = (n: number) => `${Math.round(n)} ms`;

ensureWidgetsBuilt();

const apiPort = await freePort();
// get-port keeps what it handed out for a while: the two never coincide.
const partnerPort = await freePort();
const apiOrigin = `http://localhost:${apiPort}`;
const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
// The partner origin is on the server's allow-list.
const stopServer = startE2eServer({ E2E_API_PORT: String(apiPort), E2E_PARTNER_PORT: String(partnerPort) });

const variants: Variant[] = [
  { name: "widget", url: `${partnerOrigin}/widget.html`, trigger: "button[data-agency-questionnaire]" },
  { name: "code there", url: `${partnerOrigin}/widget.html`, trigger: "button[data-agency-questionnaire]", codeThere: true },
  { name: "static", url: `${partnerOrigin}/static.html`, trigger: "button[data-static-trigger]" },
];
const samples: Record<string, Sample[]> = Object.fromEntries(
  variants.flatMap((v) => [`${v.name} cold`, `${v.name} warm`]).map((name) => [name, []]),
);
const offMachine = new Set<string>();
const pageErrors: string[] = [];
let failure: string | undefined;
const breakdowns: Map<string, number>[] = [];

const stopPartner = await startPartnerServer(partnerPort, apiOrigin);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
const browserVersion = browser.version();
try {
  await waitFor(`${apiOrigin}/api/health`);
  for (let run = 0; run < runs; run++) {
    // Rotate the order so no variant always runs on a machine warmed by another.
    const order = variants.map((_v, i) => variants[(i + run) % variants.length]!);
    for (const variant of order) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(harnessScript);
      context.on("weberror", (error) => pageErrors.push(`${variant.name}: ${error.error().message}`));
      context.on("request", (request) => {
        const { hostname, protocol } = new URL(request.url());
        if ((protocol === "http:" || protocol === "https:") && !isLoopbackHost(hostname)) offMachine.add(request.url());
      });
      try {
        const { cold, warm } = await measure(context, variant);
        samples[`${variant.name} cold`]!.push(cold);
        samples[`${variant.name} warm`]!.push(warm);
      } finally {
        await context.close();
      }
    }
    if (process.stdout.isTTY) process.stdout.write(`run ${run + 1}/${runs} done\r`);
  }
  for (let run = 0; run < traces; run++) breakdowns.push(await tracedColdOpen(variants[0]!));
  if (offMachine.size) throw new BenchFailure(`requests that would leave the machine: ${[...offMachine].join(", ")}`);
} catch (error) {
  if (!(error instanceof BenchFailure)) throw error;
  failure = error.message;
} finally {
  await browser.close();
  await stopPartner();
  stopServer();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(`.wrangler/e2e-${apiPort}`, { recursive: true, force: true });
}

if (failure) {
  console.error(`\nbench:open failed: ${failure}`);
  for (const message of pageErrors) console.error(`  page error: ${message}`);
  process.exit(1);
}

const stats = Object.fromEntries(
  Object.entries(samples).map(([name, list]) => {
    const times = list.map((s) => s.ms);
    return [name, { median: median(times), p90: p90(times), min: Math.min(...times), max: Math.max(...times), list }];
  }),
);

console.log(
  `\nClick on a trigger to the first field taking input (Chromium ${browserVersion}, ${throttle}x CPU throttling${rtt ? `, ${rtt} ms round trips at 1.6 Mbit/s` : ""}, ${runs} runs, click ${delay ? `${delay} ms after load` : "at DOMContentLoaded"}${hover ? `, after ${hover} ms on the trigger` : ", no hover first"})`,
);
console.log("case                median      p90      min      max  │ medians: to click  to focus  fetches after press");
for (const [name, s] of Object.entries(stats)) {
  const of = (key: "toClick" | "toFocus" | "fetches") => median(s.list.map((x) => x[key]));
  console.log(
    [
      name.padEnd(16),
      ms(s.median).padStart(9),
      ms(s.p90).padStart(8),
      ms(s.min).padStart(8),
      ms(s.max).padStart(8),
      " │",
      ms(of("toClick")).padStart(17),
      ms(of("toFocus")).padStart(9),
      String(of("fetches")).padStart(20),
    ].join(" "),
  );
}
// The widget's open may cost at most this much more than the static dialog's: the margin over
// today's figures (cold 1.5x, warm 1.9-2.0x) is this machine's run-to-run noise.
const ratioBudget = { cold: 1.65, warm: 2.2 } as const;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
console.log(
  `\n/ static          median     p90   (budget for the widget's median: cold <= ${ratioBudget.cold}x, warm <= ${ratioBudget.warm}x)`,
);
for (const name of ["widget", "code there"]) {
  for (const phase of ["cold", "warm"] as const) {
    const w = stats[`${name} ${phase}`]!;
    const s = stats[`static ${phase}`]!;
    const verdict = name === "widget" ? (w.median / s.median <= ratioBudget[phase] ? "  within budget" : "  OVER budget") : "";
    console.log(`${`${name} ${phase}`.padEnd(16)} ${ratio(w.median, s.median).padStart(7)} ${ratio(w.p90, s.p90).padStart(7)}${verdict}`);
  }
}
// Where a widget open's time goes (medians, ms after the press): the code fetched (the chunk
// waterfall), then the texts of its language (fetched only once the element renders), then
// everything up to a usable field (r2wc's upgrade, the first render, style adoption, focus).
console.log("\nwidget open, medians after the press: last chunk in  texts in  usable field");
for (const phase of ["cold", "warm"]) {
  const list = stats[`widget ${phase}`]!.list;
  const at = (key: "chunksAt" | "textsAt") => median(list.map((x) => x[key]));
  console.log(
    `${phase.padEnd(15)} ${ms(at("chunksAt")).padStart(28)} ${ms(at("textsAt")).padStart(9)} ${ms(stats[`widget ${phase}`]!.median).padStart(13)}`,
  );
}

if (breakdowns.length) {
  const items = [...new Set(breakdowns.flatMap((b) => [...b.keys()]))];
  const rows = items.map((item) => ({ item, ms: median(breakdowns.map((b) => b.get(item) ?? 0)) })).sort((a, b) => b.ms - a.ms);
  const total = median(breakdowns.map((b) => [...b.values()].reduce((sum, v) => sum + v, 0)));
  console.log(`\nCold widget open, press to a usable field, main thread (Chrome trace, medians of ${breakdowns.length}): ${ms(total)}`);
  for (const { item, ms: value } of rows) if (value >= 1) console.log(`  ${item.padEnd(42)} ${ms(value).padStart(8)}`);
}
