import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ID, PARTNER_ORIGIN, test } from "./fixtures.ts";

const TAG_HOST = "https://www.googletagmanager.com";

/** A local stand-in for the tag manager: nothing may reach the real host. */
async function standInTagHost(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${TAG_HOST}/**`, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerRan = true;" });
  });
  return requests;
}

const banner = (page: Page) => page.locator("agency-cookie-consent").getByRole("region", { name: /cookies/i });
/** The stored choice: under the site's own key (`cookie-preferences`) on our site, under the element's default, prefixed key on partner pages. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const key = document.querySelector("agency-cookie-consent")?.getAttribute("storage-key") ?? "agency-cookie-preferences";
    return JSON.parse(localStorage.getItem(key) ?? "null");
  });

test.describe("cookie consent on our site", () => {
  test("first visit shows the banner; Accept All stores the choice, which survives a reload", async ({ page }) => {
    await page.goto("/?utm_source=ads");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", /privacy/);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ functional: true, analytics: true, revision: 1 });
    await expect(page.locator("#agency-toast-host").getByRole("status")).toContainText("Cookies accepted");
    // The consent lets the loader's first-touch recorder keep this landing for the session.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("agency-first-touch")))
      .toBe(JSON.stringify({ utm_source: "ads", landing: "/" }));

    await page.reload();
    await expect(page.locator("agency-cookie-consent").getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("Only Functional stores analytics false; the floating button brings the banner back (German)", async ({ page }) => {
    await page.goto("/de/");
    await banner(page).getByRole("button", { name: "Nur funktionale Cookies" }).click();
    expect(await stored(page)).toMatchObject({ functional: true, analytics: false });
    await expect(page.locator("#agency-toast-host").getByRole("status")).toContainText("Nur funktionale Cookies akzeptiert");
    const reopen = page.locator("agency-cookie-consent").getByRole("button", { name: "Cookie-Einstellungen" });
    await reopen.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test("an Escape meant for the questionnaire never restores a withdrawn consent", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/all-widgets.html`);
    await page.evaluate(() => {
      (window as unknown as { consentChanges: unknown[] }).consentChanges = [];
      document.addEventListener("agency-consent-change", (e) =>
        (window as unknown as { consentChanges: unknown[] }).consentChanges.push((e as CustomEvent).detail),
      );
    });
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    expect(await stored(page)).toMatchObject({ analytics: true });
    await page.locator("agency-cookie-consent").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();

    await page.evaluate(() => ((window as unknown as { consentChanges: unknown[] }).consentChanges.length = 0));
    await page.getByRole("button", { name: "Start your project" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // A stray Escape on the page itself does not count either.
    await page.locator("h1").click();
    await page.keyboard.press("Escape");

    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
    const changes = await page.evaluate(() => (window as unknown as { consentChanges: unknown[] }).consentChanges);
    expect(changes.filter((c) => (c as { analytics?: boolean } | null)?.analytics === true)).toEqual([]);
  });

  test("the banner passes axe without serious or critical violations", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, { include: "agency-cookie-consent" })).toEqual([]);
  });
});

test.describe("cookie consent embedded on a partner page (another origin)", () => {
  test("loads no tag before Accept All, then injects the tag manager; the choice holds on the next visit", async ({ page }) => {
    const tagRequests = await standInTagHost(page);
    await page.goto(`${PARTNER_ORIGIN}/consent.html`);
    await expect(banner(page)).toBeVisible();
    // Give any eager tag time to show itself before asserting there was none.
    await page.waitForLoadState("networkidle");
    expect(tagRequests).toEqual([]);
    expect(await page.evaluate(() => document.querySelector(`script[src*="googletagmanager"]`))).toBeNull();

    const changed = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("agency-consent-change", (e) => resolve((e as CustomEvent).detail), { once: true }),
        ),
    );
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    // The toast appears on the partner page too (one at a time), for a few seconds.
    await expect(page.locator("#agency-toast-host").getByRole("status")).toContainText("Cookies accepted");
    expect(await changed).toMatchObject({ analytics: true });
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
    expect(tagRequests[0]).toBe(`${TAG_HOST}/gtm.js?id=GTM-TEST123`);
    await expect.poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
    await expect(page.locator("noscript[data-agency-gtm]")).toHaveCount(1);
    // The noscript fallback stays inert where scripts run: only gtm.js was fetched.
    expect(tagRequests.filter((url) => url.includes("/ns.html"))).toEqual([]);
    const consentUpdate = await page.evaluate(() =>
      ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    );
    expect(consentUpdate).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);

    // Proof of consent, stored anonymously with the partner id of the page's origin as source.
    const { consentId } = (await stored(page)) as { consentId: string };
    await expect
      .poll(() =>
        queryD1<{ analytics: number; source: string; locale: string; idempotency_key: string | null }>(
          `select * from consents where consent_id = ${sqlText(consentId)}`,
        ),
      )
      // The banner's Idempotency-Key (one per choice) got through the cross-origin preflight.
      .toEqual([
        expect.objectContaining({
          analytics: 1,
          source: PARTNER_ID,
          locale: "en",
          idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
        }),
      ]);

    tagRequests.length = 0;
    await page.reload();
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
    await expect(banner(page)).toBeHidden();
  });

  test("Only Functional injects nothing; withdrawing replaces the toast and asks again", async ({ page }) => {
    const tagRequests = await standInTagHost(page);
    await page.goto(`${PARTNER_ORIGIN}/consent.html`);
    await banner(page).getByRole("button", { name: "Only Functional Cookies" }).click();
    const toast = page.locator("#agency-toast-host").getByRole("status");
    await expect(toast).toContainText("Only functional cookies accepted");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(tagRequests).toEqual([]);

    await page.locator("agency-cookie-consent").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(toast).toContainText("Cookies accepted");
    await expect(page.locator("#agency-toast-host").locator(".toast")).toHaveCount(1);
  });

  test("axe finds no serious or critical violation in the embedded banner", async ({ page }) => {
    await standInTagHost(page);
    await page.goto(`${PARTNER_ORIGIN}/consent.html`);
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
