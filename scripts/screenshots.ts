/**
 * `npm run screenshots`: PNGs of the main pages for a visual review, desktop (1440) and
 * phone (390), light and dark, into .build/screenshots/ (gitignored). Serves dist/ through
 * `wrangler dev` (scripts/e2e-server.ts) on E2E_API_PORT or a free port. Run
 * `npm run build` first. Not part of `npm test`: it judges nothing, people do.
 *
 *   node scripts/screenshots.ts                  every page below
 *   node scripts/screenshots.ts /our-work /de/   only these paths
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { freePort, waitFor } from "./local-server.ts";

const defaultPages = ["/", "/internal-tools", "/our-work", "/blog", "/blog/mvp-in-weeks-not-months", "/de/datenschutz"];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const themes = ["light", "dark"] as const;
const outDir = join(".build", "screenshots");

if (!existsSync("dist/index.html")) {
  console.error("dist/ has no site: run `npm run build` first.");
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaultPages;
const port = Number(process.env.E2E_API_PORT) || (await freePort());
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
  env: { ...process.env, E2E_API_PORT: String(port) },
  stdio: "ignore",
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stop);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  await waitFor(`${origin}/api/health`);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        isMobile: device === "phone",
        hasTouch: device === "phone",
      });
      // A stored theme and an earlier cookie choice: the page as a returning visitor sees it.
      await context.addInitScript((t) => {
        localStorage.setItem("theme", t);
        localStorage.setItem(
          "cookie-preferences",
          JSON.stringify({
            functional: true,
            analytics: false,
            revision: 1,
            timestamp: new Date().toISOString(),
            consentId: "00000000-0000-4000-8000-000000000001",
          }),
        );
      }, theme);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        const base = `${path.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home"}-${device}-${theme}`;
        // The first screen as a visitor lands on it, then the whole page.
        await page.screenshot({ path: join(outDir, `${base}-top.png`) });
        // Scroll through once so that whatever loads near the viewport (the referral form) is there.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
          await new Promise((r) => setTimeout(r, 200));
        });
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: join(outDir, `${base}.png`), fullPage: true });
        console.log(join(outDir, `${base}.png`));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}
