/**
 * `npm run screenshots`: PNGs of the main pages (home, every service, Our Work and two case
 * studies, the blog, the 404, in both languages) for a visual review, desktop (1440) and
 * phone (390), light and dark, into .build/screenshots/ (gitignored), plus the questionnaire
 * dialog (its first and its summary step), the home page's referral section with its form
 * and the cookie banner a first visit shows, at the same widths and themes (`dialog-step1-*`,
 * `dialog-summary-*`, `questionnaire-success-*`, `referral-form-*`,
 * `referral-success-*`, `cookie-banner-*`), and the kit in the three languages the site's own
 * pages do not speak: the dialog switched to French, the referral form to Italian, the
 * banner in Spanish (`dialog-fr-*`, `referral-form-it-*`, `cookie-banner-es-*`). Serves dist/ through
 * `wrangler dev` (scripts/e2e-server.ts) on E2E_API_PORT or a free port. Run
 * `npm run build` first. Not part of `npm test`: it judges nothing, people do.
 *
 *   node scripts/screenshots.ts                  every page below (the folder is emptied first)
 *   node scripts/screenshots.ts /our-work /de/   only these paths
 *   node scripts/screenshots.ts --widgets        only the widgets' pictures (no pages, no mails)
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { freePort, startE2eServer, waitFor } from "./local-server.ts";

const defaultPages = [
  "/",
  "/de/",
  "/mvp-development",
  "/internal-tools",
  "/de/landingpage-erstellung",
  "/rapid-prototyping",
  "/de/frontend-entwicklung",
  "/our-work",
  "/our-work/frachtblick",
  "/de/unsere-arbeit/alpenmarkt",
  "/blog",
  "/blog/mvp-in-weeks-not-months",
  "/apis",
  "/de/datenschutz",
  "/fr/confidentialite",
  "/es/privacidad",
  "/nope",
];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const themes = ["light", "dark"] as const;
const outDir = join(".build", "screenshots");

if (!existsSync("dist/index.html")) {
  console.error("dist/ has no site: run `npm run build` first.");
  process.exit(1);
}
const widgetsOnly = process.argv.includes("--widgets");
const chosenPaths = process.argv.slice(2).filter((arg) => arg !== "--widgets");
// A full run starts empty: a picture of a page no longer taken must not pass for a current one.
if (!widgetsOnly && chosenPaths.length === 0) rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const paths = widgetsOnly ? [] : chosenPaths.length ? chosenPaths : defaultPages;
const port = Number(process.env.E2E_API_PORT) || (await freePort());
const origin = `http://localhost:${port}`;
const stop = startE2eServer({ E2E_API_PORT: String(port) });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  await waitFor(`${origin}/api/health`);
  for (const device of Object.keys(viewports) as (keyof typeof viewports)[]) {
    for (const theme of themes) {
      // A stored theme and an earlier cookie choice: the page as a returning visitor sees it.
      const context = await newVisitor(browser, device, theme, true);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        // A brand font that arrived after the first paint takes over at the visitor's first
        // input (site/index.html); the pictures show the page as a visitor reads it.
        await page.keyboard.press("Shift");
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
        await showReferralForm(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: join(outDir, `${base}.png`), fullPage: true });
        console.log(join(outDir, `${base}.png`));
      }
      await context.close();
      if (!chosenPaths.length) await widgetShots(browser, device, theme);
    }
  }
} finally {
  await browser.close();
  stop();
}
if (!chosenPaths.length && !widgetsOnly) await import("./screenshots-mails.ts"); // and every mail, rendered (mail-*.png)

/** A visitor on this device in the given theme, with or without an earlier cookie choice. */
async function newVisitor(browser: Browser, device: keyof typeof viewports, theme: (typeof themes)[number], withChoice: boolean) {
  const context = await browser.newContext({
    viewport: viewports[device],
    deviceScaleFactor: 1,
    isMobile: device === "phone",
    hasTouch: device === "phone",
  });
  await context.addInitScript(
    ([t, choice]) => {
      localStorage.setItem("theme", t as string);
      if (choice)
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
    },
    [theme, withChoice] as const,
  );
  return context;
}

/**
 * The referral form loads when it comes near the viewport; a quick scroll can pass it before
 * its code arrives, and the whole-page picture would show its skeleton. Waits until the form
 * is drawn (pages without it return at once).
 */
async function showReferralForm(page: Page) {
  const form = page.locator("agency-referral-form");
  if ((await form.count()) === 0) return;
  await form.first().scrollIntoViewIfNeeded();
  await form.first().getByRole("form").waitFor({ state: "visible", timeout: 15_000 });
}

/**
 * A picture of the page's referral section, clipped from the whole page. A whole-page
 * picture draws the fixed top bar where the viewport is, over the section; it is a picture
 * of the section, so the bar is hidden while it is taken.
 */
async function shootReferral(page: Page, path: string) {
  const box = await page.locator("#referral").evaluate((el) => {
    document.querySelector<HTMLElement>(".topbar")?.style.setProperty("visibility", "hidden");
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  await page.screenshot({ path, fullPage: true, clip: box });
  await page.evaluate(() => document.querySelector<HTMLElement>(".topbar")?.style.removeProperty("visibility"));
  console.log(path);
}

/** Clicks the first call-to-action once the page has hydrated and the dialog's code is there. */
async function openDialog(page: Page) {
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog");
  for (let attempt = 0; attempt < 10 && !(await dialog.isVisible()); attempt++) {
    await page.locator("main [data-cta]").first().click();
    await dialog.waitFor({ state: "visible", timeout: 2000 }).catch(() => undefined);
  }
  await dialog.waitFor({ state: "visible" });
  // Let the opening animation finish so the picture shows where the dialog comes to rest.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return dialog;
}

type Device = keyof typeof viewports;
type Theme = (typeof themes)[number];
type Shot = (page: Page, name: string) => Promise<void>;

/** The questionnaire: its first step, its summary, and the success the visitor sees. */
async function questionnaireShots(browser: Browser, device: Device, theme: Theme, shot: Shot) {
  const returning = await newVisitor(browser, device, theme, true);
  const page = await returning.newPage();
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const dialog = await openDialog(page);
  await shot(page, "dialog-step1");
  await dialog.getByRole("combobox", { name: "Project type" }).selectOption("mvp");
  await dialog.getByRole("textbox", { name: "Project description" }).fill("A booking app for our three clinics, with reminders by SMS");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Acme GmbH");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Full name" }).fill("Anna Huber");
  await dialog.getByRole("textbox", { name: "Email" }).fill("anna.huber@acme.example");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Book Appointment" }).waitFor();
  await shot(page, "dialog-summary");
  // The success the visitor sees: the dialog closed, the confirmation toast with its
  // booking button (the booking tab it opens is answered here and closed).
  await returning.route(/^https:\/\/(app\.)?cal\.(com|eu)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Booking</title>" }),
  );
  returning.on("page", (tab) => void tab.close().catch(() => undefined));
  await dialog.getByRole("button", { name: "Book Appointment" }).click();
  await dialog.waitFor({ state: "hidden", timeout: 15_000 });
  await page.locator("#agency-toast-host").getByRole("link").first().waitFor({ state: "visible", timeout: 15_000 });
  await page.waitForTimeout(400);
  await shot(page, "questionnaire-success");
  await returning.close();
}

async function referralShots(browser: Browser, device: Device, theme: Theme) {
  // The referral form in the page, as a reader scrolls to it.
  const reader = await newVisitor(browser, device, theme, true);
  const home = await reader.newPage();
  await home.goto(`${origin}/`, { waitUntil: "networkidle" });
  await showReferralForm(home);
  const referral = join(outDir, `referral-form-${device}-${theme}.png`);
  // Clipped from the whole page: a picture of the element alone scrolls it under the fixed top bar.
  await shootReferral(home, referral);
  // Its success view, after a referral went through.
  const form = home.locator("agency-referral-form").first();
  await form.getByRole("textbox", { name: "Referrer’s name" }).fill("Anna Huber");
  await form.getByRole("textbox", { name: "Referrer’s email" }).fill(`anna.${Date.now()}@acme.example`);
  await form.getByRole("textbox", { name: "Referred person’s name" }).fill("Peter Gruber");
  await form.getByRole("textbox", { name: "Referred person’s email" }).fill(`peter.${Date.now()}@gruber.example`);
  await form.getByRole("textbox", { name: "Referred person’s company" }).fill("Gruber Logistik GmbH");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Submit referral" }).click();
  await form.getByRole("heading", { name: "Thank you!" }).waitFor({ state: "visible", timeout: 15_000 });
  const done = join(outDir, `referral-success-${device}-${theme}.png`);
  await shootReferral(home, done);
  await reader.close();
}

async function bannerShot(browser: Browser, device: Device, theme: Theme, shot: Shot) {
  const first = await newVisitor(browser, device, theme, false);
  const fresh = await first.newPage();
  await fresh.goto(`${origin}/`, { waitUntil: "networkidle" });
  await fresh.getByRole("button", { name: "Accept All" }).waitFor();
  await shot(fresh, "cookie-banner");
  await first.close();
}

async function languageShots(browser: Browser, device: Device, theme: Theme, shot: Shot) {
  // The kit in French, Italian and Spanish: the visitor's switch in each form, a page's lang for the banner.
  const languages = await newVisitor(browser, device, theme, true);
  const kit = await languages.newPage();
  await kit.goto(`${origin}/`, { waitUntil: "networkidle" });
  const french = await openDialog(kit);
  await french.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await french.getByRole("heading", { name: "Parlez-nous de votre projet" }).waitFor();
  await french.getByRole("textbox", { name: "Description du projet" }).fill("Une application de réservation pour nos trois cliniques");
  await french.getByRole("button", { name: "Suivant" }).click();
  await french.getByRole("button", { name: "Suivant" }).click();
  await french.getByText("Ce champ est obligatoire").first().waitFor();
  await shot(kit, "dialog-fr");
  await kit.keyboard.press("Escape");
  await showReferralForm(kit);
  const italian = kit.locator("agency-referral-form").first();
  await italian.getByRole("combobox", { name: "Language" }).selectOption("it");
  await italian.getByRole("heading", { name: "Ci consigli un’azienda" }).waitFor();
  await shootReferral(kit, join(outDir, `referral-form-it-${device}-${theme}.png`));
  await languages.close();

  const spanishVisitor = await newVisitor(browser, device, theme, false);
  const spanish = await spanishVisitor.newPage();
  await spanish.goto(`${origin}/`, { waitUntil: "networkidle" });
  await spanish.evaluate(() => {
    document.documentElement.lang = "es";
  });
  await spanish.getByRole("button", { name: "Aceptar todas" }).waitFor();
  await shot(spanish, "cookie-banner-es");
  await spanishVisitor.close();
}

async function widgetShots(browser: Browser, device: Device, theme: Theme) {
  const shot: Shot = async (page, name) => {
    const path = join(outDir, `${name}-${device}-${theme}.png`);
    await page.screenshot({ path });
    console.log(path);
  };
  await questionnaireShots(browser, device, theme, shot);
  await referralShots(browser, device, theme);
  await bannerShot(browser, device, theme, shot);
  await languageShots(browser, device, theme, shot);
}
