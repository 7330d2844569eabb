import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { watchCsp } from "./csp.ts";
import { expect, test } from "./fixtures.ts";
import { allPages } from "./site-pages.ts";

/** Opens a page and waits until its scripts have loaded (hydrated), before interacting. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}

const CALENDAR = "https://cal.com/example-agency/consultation";

test.describe("every page, in both languages", () => {
  for (const { url, locale, h1 } of allPages) {
    // One visit per page checks all it owes: prerendered, hydrated, its heading, title and
    // calls to action, its Content-Security-Policy kept, and no serious or critical axe
    // violation (light theme; the dark theme's checks are in site-a11y.spec.ts and
    // site-brand.spec.ts, the CSP with analytics accepted in hardening.spec.ts).
    test(`${url} is prerendered, hydrates, has its heading, title and CTAs, keeps its CSP and passes axe`, async ({
      page,
      request,
      consoleProblems,
    }) => {
      const raw = await request.get(url);
      expect(raw.status()).toBe(200);
      expect(raw.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      const cspViolations = await watchCsp(page);
      const html = await raw.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(/<title>[^<|]+ \| Example Agency<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.example.com${url}" />`);
      expect(html).toContain('hreflang="x-default"');
      expect(html).toContain('property="og:title"');

      // The page hydrates from its inline messages: no catalog download on first load.
      const catalogRequests: string[] = [];
      page.on("request", (r) => {
        if (/\/assets\/(messages|widgets)-/.test(r.url())) catalogRequests.push(r.url());
      });
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/^[^|]+ \| Example Agency$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);

      // Every link to the booking page is a CtaButton; at least top bar and footer have one.
      const ctas = page.locator("[data-cta]");
      expect(await ctas.count()).toBeGreaterThanOrEqual(2);
      const bookingLinks = page.locator(`a[href="${CALENDAR}"]`);
      expect(await bookingLinks.count()).toBe(await page.locator(`a[href="${CALENDAR}"][data-cta]`).count());

      await page.waitForLoadState("networkidle");
      expect(catalogRequests).toEqual([]);
      expect(consoleProblems).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("unknown paths answer 404 in both languages", async ({ request }) => {
    for (const [url, text] of [
      ["/nope", "Oops! Page not found"],
      ["/de/nope", "Hoppla! Seite nicht gefunden"],
      ["/blog/nope", "Oops! Page not found"],
      ["/newsletter", "Oops! Page not found"],
    ] as const) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.text()).toContain(text);
    }
  });

  test("sitemap.xml lists every indexable page in both languages; robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { url, path } of allPages) {
      if (path.startsWith("/newsletter/")) expect(sitemap).not.toContain(`${url}<`);
      else expect(sitemap).toContain(`<loc>https://www.example.com${url}</loc>`);
    }
    expect(sitemap).toContain('hreflang="de" href="https://www.example.com/de/interne-tools"');
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
    const confirmed = await (await request.get("/newsletter/confirmed")).text();
    expect(confirmed).toContain('<meta name="robots" content="noindex" />');
  });
});

test.describe("navigation", () => {
  test("the language switcher keeps the page and the choice is offered, not forced, later", async ({ page }) => {
    await open(page, "/internal-tools");
    await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/interne-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interne Tools, die Ihr Team wirklich gerne nutzt");

    // A later visit to an English page stays English and offers the German twin.
    await open(page, "/blog");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const hint = page.getByRole("complementary", { name: "Language" }).getByRole("link", { name: "View this page in German" });
    await expect(hint).toHaveAttribute("href", "/de/blog");
  });

  test("client-side links load the next page complete and enter it at the top", async ({ page, consoleProblems }) => {
    await open(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights on building software faster");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle("Blog | Example Agency");
    // Texts of a page that was not prerendered into this document come from the full catalog.
    await page.getByRole("link", { name: "How to launch an MVP in weeks, not months" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Start with one question" })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("the top bar turns dark and blurred after more than 20 px of scroll", async ({ page }) => {
    await open(page, "/");
    const bar = page.getByRole("banner");
    await expect(bar).not.toHaveClass(/topbar--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(bar).not.toHaveClass(/topbar--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(bar).toHaveClass(/topbar--scrolled/);
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("blur(12px)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveClass(/topbar--scrolled/);
  });

  test("the mobile menu at 375 px opens and closes when a link is clicked", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL(/\/our-work$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software people use every day");
  });

  test("the services dropdown works with the keyboard alone", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("banner").getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Frontend Development" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/internal-tools$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the internal-tools tabs switch with click and arrow keys", async ({ page }) => {
    await open(page, "/internal-tools");
    const tablist = page.getByRole("tablist", { name: "About our internal tools" });
    const overview = tablist.getByRole("tab", { name: "Overview" });
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("From scattered spreadsheets to one reliable tool");
    await overview.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Solutions" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("What we typically build");
    await page.keyboard.press("End");
    await expect(page.getByRole("tabpanel")).toContainText("How we work with you");
    await page.keyboard.press("ArrowRight");
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await tablist.getByRole("tab", { name: "Process" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("How we work with you");
    // A testimonial, three FAQs and a founder note.
    await expect(page.locator(".testimonial blockquote")).toBeVisible();
    await expect(page.locator("details.faq__item")).toHaveCount(3);
    await expect(page.locator(".founder-note")).toBeVisible();
  });
});

test.describe("theme", () => {
  test("Light / Dark / Auto persists and is applied before the page's scripts run", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

    // Without any module script the pre-paint inline script alone sets the stored theme:
    // the first paint already has the dark colours (no flash).
    await page.route("**/assets/*.js", (route) => route.abort());
    await open(page, "/blog");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(17, 17, 16)");
    await page.unroute("**/assets/*.js");

    await open(page, "/blog");
    await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Auto" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Auto" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("Our Work", () => {
  test("seven projects open in a new tab with rel=noopener and tilt with the mouse", async ({ page, context }) => {
    await context.route(/^https:\/\/[a-z]+\.example\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Project</title>" }),
    );
    await open(page, "/our-work");
    // A product's link says "Visit site"; an internal tool's names the client's site it opens.
    const links = page.getByRole("link", { name: /^(Visit site|.+ website – the client’s public site)/ });
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const card = page.locator(".tilt").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1, { steps: 3 });
    await expect(card).toHaveAttribute("style", /--tilt-y: [1-9]/);
    await page.mouse.move(box.x + box.width * 0.9, box.y - 40, { steps: 3 });
    await expect(card).not.toHaveAttribute("style", /--tilt/);

    // Frachtblick is an internal tool: its link leads to the client's public website.
    const popup = page.waitForEvent("popup");
    await links.first().click();
    expect((await popup).url()).toBe("https://kranzl.example.com/");
  });

  test("the tilt is off for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/our-work");
    const card = page.locator(".tilt").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1, { steps: 3 });
    expect(await card.getAttribute("style")).toBeNull();
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});

test.describe("blog", () => {
  test("three articles with read times and their own pages", async ({ page }) => {
    await open(page, "/de/blog");
    const cards = page.locator(".article-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("8 Min. Lesezeit");
    await expect(cards.nth(1)).toContainText("6 Min. Lesezeit");
    await expect(cards.nth(2)).toContainText("10 Min. Lesezeit");
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/de\/blog\/internal-tools-instead-of-spreadsheets$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Wenn die Excel-Tabelle zum Risiko wird: Warum sich interne Tools lohnen",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Selbst bauen oder kaufen?" })).toBeVisible();
    await page.getByRole("link", { name: "← Alle Artikel" }).click();
    await expect(page).toHaveURL(/\/de\/blog$/);
  });

  test("the newsletter box signs up through POST /api/newsletter", async ({ page }) => {
    const requests: { body: unknown; key: string | undefined; type: string | undefined }[] = [];
    await page.route("**/api/newsletter", async (route) => {
      const request = route.request();
      requests.push({
        body: request.postDataJSON(),
        key: request.headers()["idempotency-key"],
        type: request.headers()["content-type"],
      });
      await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    });
    await open(page, "/blog");
    const email = page.getByRole("textbox", { name: "Your email address" });
    await email.fill("anna@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Please check your inbox");
    expect(requests).toEqual([{ body: { email: "anna@example.com", locale: "en" }, key: expect.any(String), type: "application/json" }]);
    expect(requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the newsletter box shows validation and server errors and keeps the address", async ({ page }) => {
    let status = 400;
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify(status === 400 ? { error: "validation_failed", fields: { email: "invalid_email" } } : { error: "internal" }),
      }),
    );
    await open(page, "/de/blog");
    const email = page.getByRole("textbox", { name: "Ihre E-Mail-Adresse" });
    const submit = page.getByRole("button", { name: "Abonnieren" });

    await email.fill("anna@");
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    await expect(email).toBeFocused();

    await email.fill("anna@example.com");
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    await expect(email).toHaveValue("anna@example.com");

    status = 500;
    await submit.click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Bei uns ist etwas schiefgelaufen");
    await expect(email).toHaveValue("anna@example.com");
  });
});
