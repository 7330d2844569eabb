/**
 * `npm run test:firefox`: the widgets' journeys in Firefox ESR (see browser.ts for why not
 * Playwright). Starts its own Worker (`wrangler dev` on a fresh local D1, with the mail
 * inbox) and partner page on free ports, runs every journey once, and prints one line per
 * journey and a closing "N passed, N failed". Exits 1 when any journey failed.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { freePort, startE2eServer, waitFor } from "../../scripts/local-server.ts";
import { launchFirefox } from "./browser.ts";
import { journeys as widgetJourneys } from "./journeys.ts";
import { reactJourney } from "./react-journey.ts";
import { staffJourney } from "./staff-journey.ts";

const journeys = [...widgetJourneys, reactJourney, staffJourney];

const [apiPort, partnerPort, mailCatcherPort] = [await freePort(), await freePort(), await freePort()];
const ports = { E2E_API_PORT: String(apiPort), E2E_PARTNER_PORT: String(partnerPort), E2E_INBOX_PORT: String(mailCatcherPort) };
Object.assign(process.env, ports);
// The D1 reader takes the API port from the environment when it is loaded.
const { queryD1 } = await import("../e2e/d1.ts");

/** Where a failed journey leaves its last screen. */
const SHOTS = ".build/firefox";
mkdirSync(SHOTS, { recursive: true });

const started = Date.now();
const stopServer = startE2eServer(ports);
const partner = spawn(
  process.execPath,
  ["scripts/static-server.ts", "tests/e2e/partner", String(partnerPort), `http://localhost:${apiPort}`],
  { stdio: "ignore" },
);
const stopAll = () => {
  partner.kill("SIGTERM");
  stopServer();
};
process.on("exit", stopAll);

let passed = 0;
let failed = 0;
try {
  await waitFor(`http://localhost:${apiPort}/api/health`);
  await waitFor(`http://127.0.0.1:${partnerPort}/all-widgets.html`, 30_000);
  const browser = await launchFirefox();
  console.log(`Firefox ${await browser.version()} (WebDriver BiDi), servers up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const partnerPage = `http://127.0.0.1:${partnerPort}/all-widgets.html`;
  for (const journey of journeys) {
    const t0 = Date.now();
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(partnerPage, { waitUntil: "load" });
      await journey.run(page, { partnerPage, queryD1 });
      passed++;
      console.log(`  ✓ ${journey.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (err) {
      failed++;
      const shot = `${SHOTS}/${journeys.indexOf(journey) + 1}.png`;
      await page.screenshot({ path: shot }).catch(() => undefined);
      console.log(`  ✘ ${journey.name}\n    ${err instanceof Error ? err.message : String(err)}\n    screenshot: ${shot}`);
    } finally {
      await context.close();
    }
  }
  await browser.close();
} catch (err) {
  failed++;
  console.log(`  ✘ the Firefox run could not start: ${err instanceof Error ? err.message : String(err)}`);
}
console.log(`\nFirefox journeys took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`Firefox: ${passed} passed, ${failed} failed`);
stopAll();
process.exit(failed > 0 ? 1 : 0);
