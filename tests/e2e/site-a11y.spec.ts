import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { allPages } from "./site-pages.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility (axe-core)", () => {
  for (const { url } of allPages) {
    test(`${url} has no serious or critical violations`, async ({ page }) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const url of ["/", "/de/internal-tools", "/blog", "/our-work", "/apis", "/imprint"]) {
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
