import { test as base, expect } from "@playwright/test";

/** Fails a test on any uncaught page error or console error/warning it did not expect. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    await use(problems);
  },
});

export { expect };

/** The partner site of the e2e tests: another origin (see playwright.config.ts). */
export const PARTNER_ORIGIN = `http://127.0.0.1:${process.env.E2E_PARTNER_PORT ?? 8790}`;
/** The partner id the e2e server's ALLOWED_ORIGINS assigns to PARTNER_ORIGIN (scripts/e2e-server.ts). */
export const PARTNER_ID = "partner-e2e";
/** The same partner pages under an origin listed without an id: stored as that origin. */
export const PLAIN_PARTNER_ORIGIN = `http://localhost:${process.env.E2E_PARTNER_PORT ?? 8790}`;
