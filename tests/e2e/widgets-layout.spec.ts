import type { Page } from "@playwright/test";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { de, en, fillAll, uniqueEmail } from "./questionnaire-helpers.ts";

/** Where the widgets put things on small and large screens, on our site and a partner's. */

const LONG = "Your cookie preferences have been saved, and this sentence is long enough to wrap on a phone.";

async function showToast(page: Page) {
  await page.waitForFunction(() => window.AgencyWidgets !== undefined);
  await page.evaluate((description) => window.AgencyWidgets!.toast({ title: "Saved", description, duration: 0 }), LONG);
  const toast = page.locator("#agency-toast-host").getByRole("status");
  await expect(toast).toContainText("Saved");
  return toast.locator("> *").first();
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const [where, url] of [
    ["our site", "/"],
    ["a partner page with html { font-size: 22px }", `${PARTNER_ORIGIN}/big-font.html`],
  ] as const) {
    test(`${width}px, ${where}: a toast stays inside the viewport, in the widget's own font size`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(url);
      const toast = await showToast(page);
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      const dismiss = toast.getByRole("button", { name: "Dismiss notification" });
      await expect(dismiss).toBeInViewport({ ratio: 1 });
      expect(await toast.evaluate((el) => getComputedStyle(el).fontSize)).toBe("15px");
      if (width > 480) {
        // Desktop: bottom right, not across the page.
        expect(box.x).toBeGreaterThan(width / 2);
      } else {
        // Phones: across the bottom to the far edge, all but the corner where the cookie
        // settings button sits.
        expect(box.x + box.width).toBeGreaterThan(width - 24);
        expect(box.width).toBeGreaterThan(width - 80);
      }
    });
  }
}

test("390x844: every step's button, the summary's Book Appointment included, is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PARTNER_ORIGIN}/big-font.html`);
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: en.next })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("textbox", { name: en.description }).fill("A long description\n".repeat(12));
  await fillAll(dialog, en, { email: uniqueEmail("phone") });
  // No scrolling of the page: the dialog's body scrolls and the footer stays put.
  await expect(dialog.getByRole("button", { name: en.book })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Back" })).toBeInViewport({ ratio: 1 });
});

test("every form names the privacy policy at the point of collection, in the page's language", async ({ page }) => {
  await page.goto("/de/");
  const banner = page.getByRole("region", { name: "Cookies auf dieser Website" });
  await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", /\/de\/datenschutz$/);
  await banner.getByRole("button", { name: "Nur funktionale Cookies" }).click();

  const referral = page.locator("agency-referral-form");
  await referral.scrollIntoViewIfNeeded();
  await expect(referral.getByRole("link", { name: /Datenschutzerklärung/ })).toHaveAttribute("href", /\/de\/datenschutz$/);

  await page.locator("main [data-cta]").first().click();
  const dialog = page.getByRole("dialog");
  await fillAll(dialog, de, { email: "anna@acme.example" });
  await expect(dialog.getByRole("link", { name: /Datenschutzerklärung/ })).toHaveAttribute("href", /\/de\/datenschutz$/);
});
