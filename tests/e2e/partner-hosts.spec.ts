import type { Page } from "@playwright/test";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { en, toastHost } from "./questionnaire-helpers.ts";

/**
 * The kit on pages like the ones partners really run, from another origin: a WordPress-like
 * page whose blocks can only make links, an inline questionnaire sized by the page, the
 * page's own modal around the dialog, a single-page app's navigation and an origin the
 * API does not allow.
 */

const dialogOf = (page: Page) => page.locator("agency-questionnaire").getByRole("dialog");

test.describe("a link to #agency-questionnaire", () => {
  test("opens the dialog on click, chooses the link's project type, and leaves the address and the scroll alone", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html`);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "Build an MVP" }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("mvp");
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => [scrollY, history.length])).toEqual([0, entries]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Start your project" }).click();
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    expect(consoleProblems).toEqual([]);
  });

  test("opens the dialog when the page loads with it, and the address drops it", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html#agency-questionnaire?project-type=landing`);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("landing");
    expect(page.url()).toBe(`${PARTNER_ORIGIN}/wordpress.html`);
  });

  test("an ordinary anchor stays the page's", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html`);
    await page.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("agency-questionnaire")).toHaveCount(0);
  });
});

test("the inline questionnaire is a block: the page's max-width and margin on the element apply", async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/inline-box.html`);
  const panel = page.locator("agency-questionnaire").getByRole("button", { name: en.next });
  await expect(panel).toBeVisible();
  const [host, viewport] = await page.evaluate(() => {
    const box = document.querySelector("agency-questionnaire")!.getBoundingClientRect();
    return [{ x: box.x, width: box.width, top: box.top + scrollY }, innerWidth];
  });
  expect(host.width).toBeLessThanOrEqual(400);
  expect(host.width).toBeGreaterThan(300);
  // Centred by margin: auto, 48 px below the heading.
  expect(Math.abs(host.x - (viewport - host.width) / 2)).toBeLessThanOrEqual(1);
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(host.top - (heading!.y + heading!.height)).toBeGreaterThanOrEqual(47);
  const panelBox = await page.locator("agency-questionnaire").locator('[part~="inline"]').first().boundingBox();
  expect(panelBox!.width).toBeLessThanOrEqual(400);
});
