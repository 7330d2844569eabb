import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in real Chromium against `wrangler dev` (the same server `npm start`
 * runs), with their own local D1 under .wrangler/e2e so they never touch your dev data.
 * Run `npm run build` first (`npm test` does).
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  console.error(
    "No Chromium found: install Debian's (`apt-get install -y chromium`), run `npx playwright install chromium`, or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

/** Ports are overridable so two checkouts can run their e2e tests side by side. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
/** A second origin standing in for a partner's website. */
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? 8790);
/** The local mail inbox the e2e Worker sends to (tests read it through its API). */
export const INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 8025);
process.env.E2E_API_PORT = String(API_PORT);
process.env.E2E_PARTNER_PORT = String(PARTNER_PORT);
process.env.E2E_INBOX_PORT = String(INBOX_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: ".build/playwright-report" }]],
  outputDir: ".build/test-results",
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    trace: "retain-on-failure",
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
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/static-server.ts tests/e2e/partner ${PARTNER_PORT} http://localhost:${API_PORT}`,
      url: `http://127.0.0.1:${PARTNER_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
