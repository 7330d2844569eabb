import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}

/** An element's box, and the content box (inside the padding) of the container it sits in. */
function measure(locator: Locator) {
  return locator.evaluate((el) => {
    const container = el.closest(".container")!;
    const outer = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    return {
      box: el.getBoundingClientRect().toJSON() as DOMRect,
      content: { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) },
    };
  });
}

test.describe("mobile menu", () => {
  for (const width of [320, 390, 430]) {
    test(`at ${width} px: a full-height panel over a dimmed page, focus inside, Escape closes`, async ({ page, consoleProblems }) => {
      await page.setViewportSize({ width, height: 760 });
      await open(page, "/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const panel = page.locator(".topbar__menu");
      await expect(panel).toBeVisible();
      // Measure where the panel comes to rest, not mid slide-in.
      await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

      const box = (await panel.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThanOrEqual(759);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      const backdrop = page.locator(".topbar__backdrop");
      await expect(backdrop).toBeVisible();
      expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgba\(2, 6, 16, 0\.6/);

      // The contact button on one line: its height is one line of text plus padding.
      const contact = panel.getByRole("button", { name: "Tell us about your project" });
      await expect(contact).toBeVisible();
      const lineHeight = await contact.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const contactBox = (await contact.boundingBox())!;
      expect(await contact.evaluate((el) => el.getClientRects().length)).toBe(1);
      expect(contactBox.height).toBeLessThan(lineHeight * 2 + 8);
      expect(contactBox.x + contactBox.width).toBeLessThanOrEqual(width);

      // Focus moved into the panel and Tab stays between the toggle and the panel.
      await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest(".topbar__menu") || document.activeElement?.classList.contains("topbar__toggle"),
        );
        expect(inside, `focus left the menu after ${i + 1} Tab presses`).toBe(true);
      }
      // The page behind does not scroll while the menu is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(backdrop).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
      // The lock is released by the menu's effect cleanup, which runs after the render that
      // hides the panel: on a loaded machine a frame or more later, so wait for it.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
      expect(consoleProblems).toEqual([]);
    });
  }

  test("a click on the dimmed page closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(10, 500);
    await expect(page.locator(".topbar__menu")).toBeHidden();
  });
});

test.describe("visual identity at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hero shows the product picture in its right half", async ({ page }) => {
    await open(page, "/");
    const visual = page.locator(".hero-visual");
    await expect(visual).toBeVisible();
    const box = (await visual.boundingBox())!;
    expect(box.x).toBeGreaterThan(1440 / 2 - 40);
    expect(box.width).toBeGreaterThan(380);
    expect(box.y + box.height).toBeLessThan(900);
  });

  test("Our Work: every project has its own mock-up and the rows are full", async ({ page }) => {
    await open(page, "/our-work");
    const cards = page.locator(".portfolio > li");
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    const drawings = await cards.locator("svg.portfolio__image").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(new Set(drawings).size).toBe(count);
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const right = Math.max(...boxes.map((b) => b.right));
    const rows = new Map<number, DOMRect[]>();
    for (const b of boxes) rows.set(Math.round(b.top), [...(rows.get(Math.round(b.top)) ?? []), b]);
    for (const row of rows.values()) expect(Math.max(...row.map((b) => b.right))).toBeCloseTo(right, 0);
    // No picture panel is much taller than its 5:3 drawing, at 1440 and at 1024 px: no empty
    // band of colour above and below it (the wide card beside a narrow one had one).
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      const ratios = await cards
        .locator("svg.portfolio__image")
        .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect()).map((r) => r.height / ((r.width * 240) / 400)));
      for (const ratio of ratios) expect(ratio, `at ${width} px`).toBeLessThan(1.2);
    }
  });

  test("blog articles have distinct illustrations", async ({ page }) => {
    await open(page, "/blog");
    const drawings = await page.locator(".article-card svg").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(drawings.length).toBeGreaterThan(1);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  for (const url of [
    "/frontend-development",
    "/rapid-prototyping",
    "/internal-tools",
    "/mvp-development",
    "/de/frontend-entwicklung",
    "/de/rapid-prototyping",
    "/de/interne-tools",
    "/de/mvp-entwicklung",
  ]) {
    test(`${url}: the FAQ sits beside its heading and reaches the container's right edge`, async ({ page }) => {
      await open(page, url);
      const faq = page.locator("#faq .faq");
      await expect(faq).toBeVisible();
      const { box: list, content } = await measure(faq);
      const { box: heading } = await measure(page.locator("#faq-title"));
      expect(list.right).toBeGreaterThan(content.right - 2);
      // Two columns: the questions start right of the heading, level with it.
      expect(list.left).toBeGreaterThan(heading.right);
      expect(Math.abs(list.top - heading.top)).toBeLessThan(40);
      expect(list.width).toBeGreaterThan((content.right - content.left) * 0.55);
    });
  }

  for (const url of ["/internal-tools", "/de/interne-tools"]) {
    test(`${url}: each tab's text and its points fill the row under the tabs`, async ({ page }) => {
      await open(page, url);
      const tabs = page.getByRole("tab");
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        await tabs.nth(i).click();
        const panel = page.getByRole("tabpanel");
        const [copy, points] = [panel.locator(".tab-feature__copy"), panel.locator(".tab-feature__points")];
        await expect(points).toBeVisible();
        const { box: a, content } = await measure(copy);
        const { box: b } = await measure(points);
        expect(a.left).toBeCloseTo(content.left, 0);
        expect(b.right).toBeGreaterThan(content.right - 2);
        // Side by side, not stacked.
        expect(b.left).toBeGreaterThan(a.right);
        expect(Math.abs(b.top - a.top)).toBeLessThan(24);
      }
    });
  }

  test("the footer's consultation button is a styled primary button; contact icons match", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    const button = footer.getByRole("button", { name: "Tell us about your project – 2 min" });
    await expect(button).toHaveClass(/button--primary/);
    const style = await button.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
    expect(style.bg).not.toBe("rgba(0, 0, 0, 0)");
    expect(style.bg).not.toMatch(/rgb\((2[0-4]\d), \1, \1\)/);
    expect(style.color).toBe("rgb(255, 255, 255)");
    const contact = footer.locator(".footer__contact li");
    await expect(contact.nth(0).locator("a")).toHaveAttribute("href", /^mailto:/);
    await expect(contact.nth(1).locator("a")).toHaveAttribute("href", /^tel:/);
    const icons = await contact.locator("svg path").evaluateAll((paths) => paths.map((p) => p.getAttribute("d")));
    expect(new Set(icons).size).toBe(3);
  });
});

test("home, privacy, work, service and blog pages do not scroll sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const url of [
    "/",
    "/de/",
    "/de/datenschutz",
    "/privacy",
    "/de/unsere-arbeit",
    "/de/interne-tools",
    "/de/mvp-entwicklung",
    "/de/rapid-prototyping",
    "/de/frontend-entwicklung",
    "/de/blog",
  ]) {
    await open(page, url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
