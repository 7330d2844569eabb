import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import getPort from "get-port";

/**
 * End-to-end tests in real Chromium against `wrangler dev` (the same server `npm start`
 * runs), with their own local D1 under .wrangler/e2e so they never touch your dev data.
 * Run `npm run build` first (`npm test` does).
 */
/** Debian's `chromium-headless-shell` package (installed by .ci/run beside `chromium`). */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Debian's headless shell is the same Chromium (Blink, V8, same release) without the
  // browser's UI layers, as Playwright's own headless runs use: on CI's two cores it halves
  // the suite's time. A headed or debug run needs the full browser's window.
  const headed = process.argv.some((a) => a === "--headed" || a === "--debug" || a === "--ui") || Boolean(process.env.PWDEBUG);
  if (!headed && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  console.error(
    "No Chromium found: install Debian's (`apt-get install -y chromium`), run `npx playwright install chromium`, or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

/**
 * The tests start their own Worker, inbox and partner page, never a running `npm start`'s
 * (its data would mix with theirs): the default ports when they are free, else free ones.
 * E2E_*_PORT set by hand win, so two checkouts can run side by side. The config is read
 * again by every worker process: the chosen ports reach them through the environment.
 */
async function e2ePorts(): Promise<[number, number, number, number]> {
  const given = [process.env.E2E_API_PORT, process.env.E2E_PARTNER_PORT, process.env.E2E_INBOX_PORT, process.env.E2E_SCHEDULING_PORT];
  const defaults = [8787, 8790, 8025, 8026];
  const ports: number[] = [];
  // One after the other: get-port holds each port it hands out for a while, so three
  // calls never return the same port twice.
  for (const [i, port] of given.entries()) ports.push(port ? Number(port) : await getPort({ port: defaults[i], exclude: defaults }));
  return ports as [number, number, number, number];
}

const [apiPort, partnerPort, mailCatcherPort, schedulingPort] = await e2ePorts();
export const API_PORT = apiPort;
/** A second origin standing in for a partner's website. */
export const PARTNER_PORT = partnerPort;
/** The mail catcher the e2e Worker sends to (tests read it through its API). */
export const MAIL_CATCHER_PORT = mailCatcherPort;
process.env.E2E_API_PORT = String(API_PORT);
process.env.E2E_PARTNER_PORT = String(PARTNER_PORT);
process.env.E2E_INBOX_PORT = String(MAIL_CATCHER_PORT);
// The Access stand-in on any free port: the Worker sends the browser to it, the tests never name it.
process.env.E2E_ACCESS_PORT ??= "0";
/** The scheduling stand-in (Cal.com API v2) the e2e Worker books with. */
process.env.E2E_SCHEDULING_PORT = String(schedulingPort);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's two cores: a test spends much of its time waiting on the Worker and the
  // browser, so a third keeps the cores busy (the suite took 462 s with two, 390 s with
  // three). Three flaked before the Worker tried D1 again on SQLITE_BUSY (busy-retry.ts):
  // the tests' reads of wrangler dev's database file made lead submissions answer 503.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI's two cores run three browsers, the Worker and the test runner at once: a lazily loaded
  // widget can take longer than Playwright's default 5 s to show there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: ".build/playwright-report" }]],
  outputDir: ".build/test-results",
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    // Recording a trace (DOM snapshots and screencast at every action) costs about a third of
    // an interactive test's time on two cores. CI records one only when it retries a failed
    // test, which then fails with its trace; a local run keeps the trace of every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node scripts/e2e-server.ts",
      url: `http://localhost:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/static-server.ts tests/e2e/partner ${PARTNER_PORT} http://localhost:${API_PORT}`,
      url: `http://127.0.0.1:${PARTNER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
