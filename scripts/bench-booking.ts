/**
 * `npm run bench:booking`: how long the booking step takes on loopback, in Chromium against
 * the e2e server (`wrangler dev` on a free port with its own local D1, the mail catcher and
 * the scheduling stand-in), the questionnaire embedded as partners do (`booking` left at
 * its default, inline):
 *
 * - submit to times visible: from the press on "Book Appointment" on the summary until the
 *   first free time is on screen (the inquiry stored, the booking step's chunk and texts
 *   fetched, the times asked while the visitor read the summary);
 * - confirm to booked: from the press on the step's "Book Appointment" until the confirmation shows (the
 *   Worker's reservation and booking at the stand-in, the lead marked booked).
 *
 * Both are measured from the test driver's side (press sent to element visible), so each
 * includes a round trip of the driver; medians of `--runs` visitors, each in a fresh
 * context that books the first free time. Exit status 1 only on a functional failure.
 *
 * Options: --runs <n> (default 5).
 */
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Locator } from "@playwright/test";
import { ensureWidgetsBuilt, freePort, startE2eServer, waitFor } from "./local-server.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Math.max(1, Number(args.runs));
const TIMEOUT_MS = 30_000;

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags of playwright.config.ts: nothing in the browser reaches out to the internet. */
const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The partner's page: the questionnaire and its trigger, the loader from our origin. */
function startPartnerPage(port: number, apiOrigin: string): Promise<() => Promise<void>> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Booking bench</title><link rel="icon" href="data:,"></head>
<body><agency-questionnaire id="questionnaire" partner="partner-e2e"></agency-questionnaire>
<button type="button" data-agency-questionnaire="questionnaire">Start your project</button>
<script src="${apiOrigin}/widgets/agency-widgets.js" defer></script></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}

/** Every step filled the way a visitor would, up to the summary. */
async function fillToSummary(dialog: Locator, email: string): Promise<void> {
  await dialog.getByRole("combobox", { name: "Project type" }).selectOption("mvp");
  await dialog.getByRole("textbox", { name: "Project description" }).fill("A booking app for our three clinics");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Acme GmbH");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Full name" }).fill("Anna Huber");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("button", { name: "Next" }).click();
}

/** One visitor: fill, submit, wait for the times, pick the first, book it. */
async function oneVisitor(browser: Browser, url: string, run: number): Promise<{ toTimes: number; toBooked: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(url);
    const times = page.waitForResponse((r) => r.url().includes("/api/booking/slots"));
    await page.getByRole("button", { name: "Start your project" }).click();
    const dialog = page.locator("agency-questionnaire").getByRole("dialog");
    await fillToSummary(dialog, `bench.${run}.${Date.now()}@acme.example`);
    const book = dialog.getByRole("button", { name: "Book Appointment" });
    await book.waitFor();
    // A visitor reads the summary for a moment: the free times asked meanwhile are in.
    await times;
    const firstTime = dialog.getByRole("group", { name: "Free times" }).getByRole("button").first();
    const submitted = performance.now();
    await book.click();
    await firstTime.waitFor();
    const toTimes = performance.now() - submitted;
    await firstTime.click();
    const confirm = dialog.getByRole("button", { name: "Book Appointment" });
    await confirm.waitFor();
    const confirmed = performance.now();
    await confirm.click();
    await dialog.getByRole("heading", { name: "Your call is booked" }).waitFor();
    return { toTimes, toBooked: performance.now() - confirmed };
  } finally {
    await context.close();
  }
}

ensureWidgetsBuilt();

const apiPort = await freePort();
const partnerPort = await freePort();
const apiOrigin = `http://localhost:${apiPort}`;
const stopServer = startE2eServer({ E2E_API_PORT: String(apiPort), E2E_PARTNER_PORT: String(partnerPort) });
const stopPartner = await startPartnerPage(partnerPort, apiOrigin);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
const samples: { toTimes: number; toBooked: number }[] = [];
let failure: unknown;
try {
  await waitFor(`${apiOrigin}/api/health`);
  for (let run = 0; run < runs; run++) samples.push(await oneVisitor(browser, `http://127.0.0.1:${partnerPort}/`, run));
} catch (error) {
  failure = error;
} finally {
  await browser.close();
  await stopPartner();
  stopServer();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(`.wrangler/e2e-${apiPort}`, { recursive: true, force: true });
}
if (failure) {
  console.error("bench:booking failed:", failure);
  process.exit(1);
}
const ms = (n: number) => `${Math.round(n)} ms`;
console.log(`\nThe booking step on loopback (Chromium, the scheduling stand-in, ${runs} visitors; medians):`);
console.log(`  submit to times visible: ${ms(median(samples.map((s) => s.toTimes)))}  (${samples.map((s) => ms(s.toTimes)).join(", ")})`);
console.log(`  confirm to booked:       ${ms(median(samples.map((s) => s.toBooked)))}  (${samples.map((s) => ms(s.toBooked)).join(", ")})`);
