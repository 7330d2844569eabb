import type { Page } from "@playwright/test";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { collectWidgetMetrics, metricDifferences, TEXT_PROPERTIES, type WidgetMetrics } from "./widget-metrics.ts";

/**
 * The widgets look the same on a partner page whose CSS attacks them as on a clean page:
 * a 10 px root font size, content-box everything, unset buttons, 10 px inputs, every
 * inherited text property set on body, a right-to-left page and a header on the highest
 * z-index (partner/hostile-css.html against its twin partner/clean-css.html).
 */

async function metricsOf(page: Page, path: string): Promise<WidgetMetrics> {
  await page.goto(`${PARTNER_ORIGIN}/${path}`);
  return page.evaluate(collectWidgetMetrics, TEXT_PROPERTIES);
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`${width}px: the host page's CSS changes no label, input or button of the three widgets`, async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width, height });
    const clean = await metricsOf(page, "clean-css.html");
    // The clean page is the reference only if the widgets look as designed there.
    expect(clean["questionnaire label 1"]?.text.fontSize).toBe("16px");
    expect(clean["questionnaire input 1"]?.height).toBeGreaterThanOrEqual(44);
    expect(clean["referral input 1"]?.height).toBeGreaterThanOrEqual(44);
    expect(clean["banner button 1"]?.height).toBeGreaterThanOrEqual(44);

    const hostile = await metricsOf(page, "hostile-css.html");
    expect(metricDifferences(clean, hostile)).toEqual([]);
    for (const name of ["questionnaire label 1", "referral label 1", "banner body"]) {
      expect(hostile[name]?.text.letterSpacing, name).toBe("normal");
      expect(hostile[name]?.text.textTransform, name).toBe("none");
    }
    expect(consoleProblems).toEqual([]);
  });
}

test("the documented custom properties still reach inside: font, base size, accent, banner colours", async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = `:root { --agency-font: Georgia, serif; --agency-font-size: 20px; --agency-accent: rgb(124, 58, 237); --agency-cc-bg: rgb(255, 250, 240); }`;
      document.head.append(style);
    }),
  );
  const metrics = await metricsOf(page, "hostile-css.html");
  const label = metrics["questionnaire label 1"]!;
  expect(label.text.fontSize).toBe("20px");
  expect(label.text.fontFamily).toBe("Georgia, serif");
  // Every size is in em of the base size: the 44 px input is 55 px at 20 px.
  expect(metrics["questionnaire input 1"]!.height).toBeCloseTo(55, 0);
  expect(metrics["referral label 1"]!.text.fontSize).toBe("20px");
  expect(metrics["banner body"]!.text.fontSize).toBe("18.75px");

  const submit = page.locator("agency-referral-form").getByRole("button", { name: "Submit referral" });
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(124, 58, 237)");
  const banner = page.getByRole("region", { name: "Cookies on this website" });
  expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 250, 240)");
});
