import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { watchCsp } from "./csp.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ID, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { bookOnPage, de, en, fillAll, interceptCalendar, toastHost, uniqueEmail } from "./questionnaire-helpers.ts";
import * as referral from "./referral-helpers.ts";

/**
 * What partners get: the demo page `npm start` serves, the complete example page of
 * docs/embedding.md (loaded from another origin, as a partner would), and the manifest
 * and type declarations served next to the loader.
 */

const exampleHtml = readFileSync("docs/example.html", "utf8");

const referralSourceOf = (email: string) =>
  queryD1<{ source: string; locale: string }>(`select source, locale from referrals where email = ${sqlText(email)}`);

/** Fills and sends the `<agency-referral-form>` on the page; resolves once it thanks. */
async function submitReferral(page: Page, texts: referral.Texts, email: string) {
  // The questionnaire's success toast may still show (it waits while hovered); a visitor closes it first.
  const dismiss = toastHost(page).getByRole("button", { name: /Dismiss|schließen/ });
  if (await dismiss.count()) await dismiss.click();
  const form = page.locator("agency-referral-form").getByRole("form", { name: texts.title });
  await expect(form).toBeVisible();
  await referral.fillAll(form, texts, email);
  await form.getByRole("button", { name: texts.submit }).click();
  await expect(page.locator("agency-referral-form").getByRole("heading", { name: texts.thanks })).toBeVisible();
}

const sourceOf = (email: string) =>
  queryD1<{ source: string; locale: string }>(`select source, locale from project_inquiries where contact_email = ${sqlText(email)}`);

test("docs/embedding.md shows exactly docs/example.html, example.css and example.js", () => {
  const guide = readFileSync("docs/embedding.md", "utf8");
  const section = guide.slice(guide.indexOf("## 7. A complete example page"));
  expect(/```html\n([\s\S]*?)```/.exec(section)?.[1]).toBe(exampleHtml);
  expect(/`example\.css`:\n\n```css\n([\s\S]*?)```/.exec(section)?.[1]).toBe(readFileSync("docs/example.css", "utf8"));
  expect(/`example\.js`:\n\n```js\n([\s\S]*?)```/.exec(section)?.[1]).toBe(readFileSync("docs/example.js", "utf8"));
});

test("the guide's example page works under the guide's own Content-Security-Policy", async ({ page, baseURL }) => {
  // scripts/static-server.ts serves docs/ with the policy exactly as section 5 prints it,
  // our placeholder origin replaced by the API's.
  const guide = readFileSync("docs/embedding.md", "utf8");
  const policy = /^Content-Security-Policy: (.+)$/m.exec(guide)![1]!.replaceAll("https://www.example.com", new URL(baseURL!).origin);
  const violations = await watchCsp(page);
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  const response = await page.goto(`${PARTNER_ORIGIN}/docs/example.html`);
  expect(response!.headers()["content-security-policy"]).toBe(policy);

  // The listeners in example.js run.
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect.poll(() => logged.find((l) => l.startsWith("cookie choice"))).toBeTruthy();
  // The theme in example.css reaches the widgets.
  await page.getByRole("button", { name: "Projekt starten" }).click();
  const next = page.locator("agency-questionnaire").getByRole("dialog").getByRole("button", { name: de.next });
  await expect(next).toBeVisible();
  expect(await next.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe("rgb(124, 58, 237)");
  expect(await violations()).toEqual([]);
});

test("the demo page shows all three elements themed, and the questionnaire stores a lead from it", async ({
  page,
  context,
  consoleProblems,
}) => {
  await interceptCalendar(context);
  await page.goto("/widgets/demo.html");
  await expect(page.locator("agency-cookie-consent").getByRole("region", { name: "Cookies on this website" })).toBeVisible();
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Only Functional Cookies" }).click();

  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = page.locator("agency-questionnaire").getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The partner's theme reaches into the shadow DOM through custom properties.
  const accent = await dialog.getByRole("button", { name: "Next" }).evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(accent).toBe("rgb(15, 118, 110)");

  const email = uniqueEmail("demo");
  await fillAll(dialog, en, { email });
  const stored = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener("agency-questionnaire-submitted", (e) => resolve(e.detail.id), { once: true }),
      ),
  );
  await bookOnPage(page);
  await dialog.getByRole("button", { name: en.book }).click();
  expect(await stored).toMatch(/^inq_/);
  await expect(toastHost(page).getByRole("status")).toContainText("Thank you");
  // The demo page is on our own origin: its leads carry the site's origin (SITE_URL).
  const site = new URL(page.url()).origin;
  expect(sourceOf(email)).toEqual([{ source: site, locale: "en" }]);

  const referrer = referral.uniqueEmail("demo");
  await submitReferral(page, referral.en, referrer);
  expect(referralSourceOf(referrer)).toEqual([{ source: site, locale: "en" }]);
  expect(consoleProblems).toEqual([]);
});

test("the guide's example page works from another origin, in German", async ({ page, context }) => {
  await interceptCalendar(context);
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  // Served by the partner's static server (scripts/static-server.ts), our origin filled in.
  await page.goto(`${PARTNER_ORIGIN}/docs/example.html`);
  await expect(page.locator("agency-cookie-consent").getByRole("region", { name: "Cookies auf dieser Website" })).toBeVisible();
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect.poll(() => logged.find((l) => l.startsWith("cookie choice"))).toBeTruthy();

  await page.getByRole("button", { name: "Projekt starten" }).click();
  const dialog = page.locator("agency-questionnaire").getByRole("dialog");
  await expect(dialog).toBeVisible();
  const email = uniqueEmail("example");
  await fillAll(dialog, de, { email });
  await bookOnPage(page);
  await dialog.getByRole("button", { name: de.book }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => logged.find((l) => l.startsWith("questionnaire stored as inq_"))).toBeTruthy();
  // Credited to the partner id the agency assigned to the page's origin.
  expect(sourceOf(email)).toEqual([{ source: PARTNER_ID, locale: "de" }]);

  const referrer = referral.uniqueEmail("example");
  await submitReferral(page, referral.de, referrer);
  expect(referralSourceOf(referrer)).toEqual([{ source: PARTNER_ID, locale: "de" }]);
});

test("the manifest and the type declarations are served next to the loader", async ({ request }) => {
  const manifest = await request.get("/widgets/custom-elements.json");
  expect(manifest.status()).toBe(200);
  const json = (await manifest.json()) as { modules: { declarations: { tagName: string }[] }[] };
  expect(json.modules[0]!.declarations.map((d) => d.tagName)).toEqual([
    "agency-cookie-consent",
    "agency-questionnaire",
    "agency-referral-form",
  ]);
  const dts = await request.get("/widgets/agency-widgets.d.ts");
  expect(dts.status()).toBe(200);
  expect(dts.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await dts.text()).toContain('"agency-questionnaire": AgencyQuestionnaireElement;');
  // The React types too, not as video/mp2t (what the .ts extension says to a server).
  const react = await request.get("/widgets/agency-widgets.react.d.ts");
  expect(react.status()).toBe(200);
  expect(react.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await react.text()).toContain('import type {} from "./agency-widgets.d.ts";');
});
