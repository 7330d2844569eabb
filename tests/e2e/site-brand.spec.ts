import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { caseStudyPages, localized } from "./site-pages.ts";

/**
 * The site's identity and proof on the built site: the brand typeface from our own origin
 * without layout shift, the case studies in both languages and how Our Work leads to them,
 * the service pages' calls to action, sharing pictures, and accessibility of the new pages
 * in both themes.
 */

const FONT_FILE = /\/assets\/geist-[\w-]+\.woff2$/;

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}

/** Sums the page's layout shifts (as CLS counts them: none right after input) from its first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __cls?: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls! += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const brandFontLoaded = (page: Page) =>
  page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Geist Variable" && face.status === "loaded"));

test.describe("the brand typeface", () => {
  test("is served from our origin, only its Latin files, preloaded, and used by headings, body and widgets", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await open(page, "/de/");
    await page.evaluate(() => document.fonts.ready);
    // Arrived after the first frame, the font waits for the visitor's first input to take
    // over (so that nothing moves while they read); a key press is one.
    await page.keyboard.press("Shift");
    await expect(page.locator("html")).toHaveClass(/\bfont-brand\b/);

    expect(fonts.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const url of fonts) {
      expect(new URL(url).origin, url).toBe(origin);
      expect(url).toMatch(/\/assets\/geist-latin(-ext)?-wght-normal-[\w-]+\.woff2$/);
    }
    const preload = await page.locator('head link[rel="preload"][as="font"]').getAttribute("href");
    expect(preload).toMatch(/^\/assets\/geist-latin-wght-normal-[\w-]+\.woff2$/);
    expect(fonts.some((url) => url.endsWith(preload!))).toBe(true);

    expect(await brandFontLoaded(page)).toBe(true);
    const families = await page.evaluate(() =>
      ["h1", "h2", ".hero__lead", "main p", ".button--primary"].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).fontFamily,
      ),
    );
    for (const family of families) expect(family).toMatch(/^"?Geist Variable"?,/);
    // The widgets on our site take it through their documented custom property.
    const widgetFont = await page.locator("agency-questionnaire").evaluate((el) => getComputedStyle(el).getPropertyValue("--agency-font"));
    expect(widgetFont).toContain("Geist Variable");
  });

  for (const [url, viewport] of [
    ["/", { width: 1440, height: 900 }],
    ["/de/", { width: 1440, height: 900 }],
    ["/de/", { width: 390, height: 844 }],
    ["/internal-tools", { width: 390, height: 844 }],
    ["/our-work/frachtblick", { width: 1440, height: 900 }],
  ] as const) {
    test(`${url} at ${viewport.width} px: CLS is 0 with the font arriving 2 s late`, async ({ page }) => {
      await page.setViewportSize(viewport);
      let delayed = 0;
      await page.route(FONT_FILE, async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await recordLayoutShifts(page);
      // Not until "load": the preloaded font holds the load event back.
      await page.goto(url, { waitUntil: "domcontentloaded" });
      // The page is painted with the metric-matched fallback; the font arrives later, and
      // the text stays as it is, where it is...
      await expect.poll(() => brandFontLoaded(page), { timeout: 10_000 }).toBe(true);
      await page.waitForTimeout(500);
      expect(delayed).toBeGreaterThan(0);
      await expect(page.locator("html")).not.toHaveClass(/\bfont-brand\b/);
      // ...until the visitor's next input, when Geist takes over.
      await page.keyboard.press("Shift");
      await expect(page.locator("html")).toHaveClass(/\bfont-brand\b/);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as Window & { __cls?: number }).__cls)).toBe(0);
      // The text was on screen long before the font came.
      const [paint, font] = await page.evaluate(() => [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith(".woff2"))
          ?.responseEnd ?? 0,
      ]);
      expect(paint).toBeLessThan(font);
    });
  }

  test("the first frame shows the page: nothing is hidden while the font may still come", async ({ page }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as Window & { __firstFrame?: string }).__firstFrame = document.body
          ? getComputedStyle(document.body).visibility
          : "no body";
      });
    });
    await open(page, "/");
    expect(await page.evaluate(() => (window as Window & { __firstFrame?: string }).__firstFrame)).toBe("visible");
  });
});

test.describe("case studies", () => {
  for (const locale of ["en", "de"] as const) {
    test(`${locale}: every project on Our Work links to its case study beside its visit-site link`, async ({ page }) => {
      await open(page, localized("/our-work", locale));
      const cards = page.locator(".portfolio > li");
      await expect(cards).toHaveCount(caseStudyPages.length);
      for (const [index, { path }] of caseStudyPages.entries()) {
        const card = cards.nth(index);
        await expect(card.locator(`a[href="${localized(path, locale)}"]`)).toHaveCount(1);
        await expect(card.locator('a[target="_blank"][href^="https://"]')).toHaveCount(1);
      }
      const first = caseStudyPages[0]!;
      await cards
        .first()
        .locator(`a[href="${localized(first.path, locale)}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${localized(first.path, locale)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.h1[locale]);
    });
  }

  test("an internal tool links to the client's public website and says so", async ({ page }) => {
    await open(page, "/our-work");
    const card = page.locator("#project-frachtblick");
    const visit = card.getByRole("link", { name: /^Kranzl Transporte website/ });
    await expect(visit).toHaveAttribute("href", "https://kranzl.example.com");
    await expect(visit).toHaveAccessibleName(
      /^Kranzl Transporte website – the client’s public site: Frachtblick itself is internal \(opens in a new tab\)$/,
    );
    await expect(card).not.toContainText("Visit site");
    await expect(page.locator("#project-alpenmarkt").getByRole("link", { name: /^Visit site/ })).toHaveAttribute(
      "href",
      "https://alpenmarkt.example.com",
    );
  });

  test("a case study leads with the outcome, then the client, problem, build, stack, duration, screenshots and a named quote", async ({
    page,
  }) => {
    await open(page, "/de/unsere-arbeit/alpenmarkt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vom Pitch-Deck zu den ersten bezahlten Bestellungen in drei Wochen");
    await expect(page.locator(".case__figures dd")).toHaveText(["3 Wochen", "12", "9 von 9"]);
    const facts = page.locator(".case__facts");
    for (const label of ["Kunde", "Leistung", "Dauer", "Team", "Technik"])
      await expect(facts.getByText(label, { exact: true })).toBeVisible();
    await expect(facts).toContainText("Stripe Connect");
    for (const heading of ["Das Problem", "Was wir gebaut haben", "Das Ergebnis"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const shots = page.locator(".case__shot svg");
    await expect(shots).toHaveCount(2);
    const [a, b] = await shots.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(a).not.toBe(b);
    const quote = page.locator(".case__story .testimonial");
    await expect(quote.locator("blockquote p")).toHaveText(/^„Wir kamen mit einem Pitch-Deck .+ bezahlt\.“$/);
    await expect(quote.locator("figcaption")).toContainText("Lukas Hofer");
    await expect(quote.locator("figcaption")).toContainText("Mitgründer, Alpenmarkt");
  });

  test("the sitemap lists every case study with its language pair", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of caseStudyPages) {
      expect(sitemap).toContain(`<loc>https://www.example.com${path}</loc>`);
      expect(sitemap).toContain(`<loc>https://www.example.com${localized(path, "de")}</loc>`);
      expect(sitemap).toContain(`hreflang="en" href="https://www.example.com${path}"`);
      expect(sitemap).toContain(`hreflang="de" href="https://www.example.com${localized(path, "de")}"`);
    }
  });
});

test.describe("sharing", () => {
  test("every page has its own Open Graph picture, 1200 × 630 PNG from our origin", async ({ request }) => {
    const seen = new Set<string>();
    for (const url of [
      "/",
      "/de/",
      "/internal-tools",
      "/our-work/frachtblick",
      "/de/unsere-arbeit/frachtblick",
      "/blog/mvp-in-weeks-not-months",
    ]) {
      const html = await (await request.get(url)).text();
      const image = /<meta property="og:image" content="https:\/\/www\.example\.com(\/og\/[0-9a-f]{16}\.png)" \/>/.exec(html)?.[1];
      expect(image, url).toBeTruthy();
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      seen.add(image!);
      const png = await request.get(image!);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      // The PNG header's width and height (IHDR).
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(seen.size).toBe(6);
  });
});

test.describe("calls to action", () => {
  for (const [url, type] of [
    ["/internal-tools", "internal"],
    ["/landing-page-creation", "landing"],
    ["/de/mvp-entwicklung", "mvp"],
    ["/rapid-prototyping", "prototype"],
    ["/frontend-development", "frontend"],
    ["/de/unsere-arbeit/muenzfink", "landing"],
  ] as const) {
    test(`${url} opens the questionnaire with project type ${type}`, async ({ page }) => {
      await open(page, url);
      await expect(page.locator("agency-questionnaire")).toHaveAttribute("project-type", type);
      await expect(page.locator("main [data-cta]").first()).toHaveText(/\s–\s2\s(min|Min\.)$/);
    });
  }

  test("the home page chooses no project type", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("agency-questionnaire")).not.toHaveAttribute("project-type", /.+/);
  });

  test("at 1440 px the German hero's two actions sit on one line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const url of ["/de/", "/de/interne-tools", "/de/landingpage-erstellung", "/de/frontend-entwicklung"]) {
      await open(page, url);
      const actions = page.locator(".hero__actions, .page-hero__actions").first();
      const [cta, link] = [actions.locator("[data-cta]"), actions.locator("a")];
      const [a, b] = [(await cta.boundingBox())!, (await link.boundingBox())!];
      expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), url).toBeLessThan(4);
    }
  });
});

test.describe("details", () => {
  test("the FAQ shows our own sign, not the browser's marker, and opens with the keyboard", async ({ page }) => {
    await open(page, "/mvp-development");
    const summary = page.locator(".faq__item summary").first();
    expect(await summary.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
    await expect(summary.locator(".faq__sign")).toBeVisible();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".faq__item").first()).toHaveAttribute("open", "");
  });

  test("the referral card shows a skeleton of its fields until its code arrives", async ({ page }) => {
    await page.route("**/widgets/chunks/referral-*.js", () => {});
    await open(page, "/");
    const slot = page.locator("agency-referral-form");
    await slot.scrollIntoViewIfNeeded();
    expect(await slot.evaluate((el) => customElements.get(el.localName) === undefined)).toBe(true);
    expect(await slot.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
  });

  test("nothing keeps moving for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    const moving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().duration) > 1).length,
    );
    expect(moving).toBe(0);
  });

  test("the 404 page is designed: the route that broke off and where to go instead", async ({ page }) => {
    await page.goto("/de/nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla! Seite nicht gefunden");
    await expect(page.locator(".not-found__visual")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Beliebte Seiten" }).getByRole("link")).toHaveCount(7);
  });
});

test.describe("accessibility of the new pages in both themes (axe-core)", () => {
  // In the light theme every page listed in site-pages.ts is checked on its visit in
  // site.spec.ts; the 404 page is not among them.
  const urls = [
    ...caseStudyPages.flatMap(({ path }) => [path, localized(path, "de")]),
    "/mvp-development",
    "/landing-page-creation",
    "/rapid-prototyping",
    "/frontend-development",
    "/de/unsere-arbeit",
    "/nope",
  ];
  const runs = [...urls.map((url) => ({ url, theme: "dark" as const })), { url: "/nope", theme: "light" as const }];
  for (const { url, theme } of runs) {
    test(`${url} (${theme}) has no serious or critical violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test("on a phone the following call to action shows past the first screen and steps aside for the referral form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  const sticky = page.locator(".sticky-cta");
  await expect(sticky).not.toHaveClass(/sticky-cta--visible/);
  await page.locator("#services, main > section:nth-of-type(3)").first().scrollIntoViewIfNeeded();
  await expect(sticky).toHaveClass(/sticky-cta--visible/);
  const form = page.locator("agency-referral-form");
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Submit referral" }).scrollIntoViewIfNeeded();
  await expect(sticky).not.toHaveClass(/sticky-cta--visible/);
});
