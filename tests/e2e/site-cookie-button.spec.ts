import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { allPages } from "./site-pages.ts";

/**
 * The floating cookie settings button covers no text: at the top and at the bottom of
 * every page, nothing written lies under its box. The button is hidden for the probe, so
 * `elementFromPoint` reports what it would cover.
 */
async function textUnderButton(page: Page): Promise<string[]> {
  const button = page.locator("agency-cookie-consent [part~=reopen-button]");
  await expect(button).toBeAttached();
  // Out of sight and out of reach (phones, away from the footer): it covers nothing.
  const away = await button.evaluate((b) => getComputedStyle(b).opacity === "0" && getComputedStyle(b).pointerEvents === "none");
  if (away) return [];
  const box = (await button.boundingBox())!;
  return page.evaluate((b) => {
    const host = document.querySelector("agency-cookie-consent") as HTMLElement;
    host.style.visibility = "hidden";
    const hits = new Set<string>();
    try {
      for (let i = 0; i <= 6; i++) {
        for (let j = 0; j <= 6; j++) {
          const x = b.x + (b.width * i) / 6;
          const y = b.y + (b.height * j) / 6;
          const element = document.elementFromPoint(x, y);
          for (const node of element?.childNodes ?? []) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const under = [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
            if (under) hits.add(node.textContent.trim().slice(0, 40));
          }
        }
      }
    } finally {
      host.style.visibility = "";
    }
    return [...hits];
  }, box);
}

async function coveredText(page: Page, url: string): Promise<string[]> {
  const covered: string[] = [];
  await page.goto(url, { waitUntil: "networkidle" });
  for (const where of ["top", "bottom"] as const) {
    if (where === "bottom") {
      // Scrolled again until it stays at the end: drawings below the fold may still grow the page.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            window.scrollTo({ top: end, behavior: "instant" });
            return Math.ceil(window.scrollY + innerHeight) >= end;
          }),
        )
        .toBe(true);
      // At the end of a page the button is there to be used, at every width.
      await expect(page.locator("agency-cookie-consent [part~=reopen-button]")).toHaveCSS("opacity", "1");
    }
    for (const text of await textUnderButton(page)) covered.push(`${url} (${where}): ${text}`);
  }
  return covered;
}

async function chooseFunctionalCookies(page: Page) {
  await page.goto("/");
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Only Functional Cookies" }).click();
}

test("the cookie settings button covers no text at 1024 px, at the top and the bottom of every page", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await chooseFunctionalCookies(page);
  const covered: string[] = [];
  for (const { url } of allPages) covered.push(...(await coveredText(page, url)));
  expect(covered).toEqual([]);
});

test("on phones and small tablets it covers no text either (it shows with the footer)", async ({ page }) => {
  test.setTimeout(180_000);
  await chooseFunctionalCookies(page);
  const covered: string[] = [];
  for (const width of [320, 390, 600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of ["/", "/our-work", "/blog", "/de/fuer-it-und-einkauf", "/de/interne-tools"]) {
      covered.push(...(await coveredText(page, url)).map((line) => `${width} px ${line}`));
    }
  }
  expect(covered).toEqual([]);
});
