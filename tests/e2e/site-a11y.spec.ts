import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Every page in the light theme is checked on its one visit in site.spec.ts; here, the dark
// theme on one page of each kind, and the open menus.
test.describe("accessibility (axe-core)", () => {
  for (const url of ["/", "/de/interne-tools", "/blog", "/our-work", "/apis", "/imprint"]) {
    test(`${url} in the dark theme has no serious or critical violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the open mobile menu and services dropdown have no serious or critical violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Services" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
