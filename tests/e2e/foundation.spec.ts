import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("English at / is prerendered and hydrates without errors", async ({ page, request, consoleProblems }) => {
    const raw = await request.get("/");
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Your MVP in weeks, not months");

    // Remember the prerendered heading node: hydration must adopt it, not replace it.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { __h1: Element | null }).__h1 = document.querySelector("h1");
        }
      });
    });
    await page.goto("/");
    await expect(page).toHaveTitle(/\| Example Agency$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your MVP in weeks, not months");

    // Interactivity proves hydration ran: the services dropdown opens.
    const services = page.getByRole("banner").getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "MVP Development" })).toBeVisible();

    const sameNode = await page.evaluate(() => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector("h1"));
    expect(sameNode, "hydration kept the prerendered DOM").toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test("German at /de/ is prerendered with the German hero", async ({ page, request, consoleProblems }) => {
    const html = await (await request.get("/de/")).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Ihr MVP in Wochen statt Monaten");
    expect(html).toContain('hreflang="en" href="https://www.example.com/"');

    await page.goto("/de/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr MVP in Wochen statt Monaten");
    await expect(page.getByRole("banner").getByRole("button", { name: "Leistungen" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
    expect(consoleProblems).toEqual([]);
  });

  test("the language switcher moves between English and German", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr MVP in Wochen statt Monaten");
    await expect(banner.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "page");

    await banner.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your MVP in weeks, not months");
  });

  test("the mobile menu opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test.describe("before the page's code has run", () => {
  test("a click on a button is not lost: it is replayed after hydration", async ({ page }) => {
    // A slow network: the page's JavaScript arrives three seconds after the HTML.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    // Not "domcontentloaded": that waits for the page's module scripts to run, and so for
    // hydration. The button is clicked as soon as the prerendered HTML shows it.
    await page.goto("/", { waitUntil: "commit" });
    const cta = page.locator("main [data-cta]").first();
    await cta.click();
    expect(await page.evaluate(() => (window as { __hydrated?: boolean }).__hydrated)).toBeFalsy();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  });

  test("the widget loader is requested only once the page has been painted, and then runs", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/<script[^>]*src="[^"]*agency-widgets\.js"/);
    await page.goto("/");
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);
    const { paint, requested } = await page.evaluate(() => ({
      paint: performance.getEntriesByType("paint")[0]?.startTime,
      requested: performance.getEntriesByType("resource").find((r) => r.name.endsWith("/widgets/agency-widgets.js"))?.startTime,
    }));
    expect(paint).toBeDefined();
    expect(requested).toBeGreaterThanOrEqual(paint!);
  });

  test("a call to action clicked before the loader arrived is not busy forever when the loader cannot load", async ({ page }) => {
    await page.route("**/widgets/agency-widgets.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "commit" });
    const cta = page.locator("main [data-cta]").first();
    await cta.click();
    await expect(cta).not.toHaveAttribute("aria-busy");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a call to action clicked before the widget loader ran opens the dialog once it has", async ({ page }) => {
    // The loader is requested once the page has been painted (scripts/prerender.ts): on a
    // slow connection a visitor can click a call to action before it listens.
    await page.route("**/widgets/agency-widgets.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const cta = page.locator("main [data-cta]").first();
    await cta.click();
    expect(await page.evaluate(() => "AgencyWidgets" in window)).toBe(false);
    // The press visibly took while the loader is on its way.
    await expect(cta).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(cta).not.toHaveAttribute("aria-busy");
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page, in the visitor's language", async ({ page, request }) => {
    const res = await request.get("/nope");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");

    const de = await request.get("/de/gibt-es-nicht");
    expect(de.status()).toBe(404);
    expect(await de.text()).toContain("Hoppla! Seite nicht gefunden");

    const logged = page.waitForEvent("console", (m) => m.text().includes("/nope"));
    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect((await logged).text()).toContain("non-existent route");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your MVP in weeks, not months");
  });
});

test.describe("security headers", () => {
  test("pages and widget files carry them; widget files stay loadable from other origins", async ({ request }) => {
    for (const path of ["/", "/de/", "/nope", "/widgets/agency-widgets.js"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
    const loader = (await request.get("/widgets/agency-widgets.js")).headers();
    expect(loader["access-control-allow-origin"]).toBe("*");
    expect(loader["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});

test.describe("API", () => {
  test("GET /api/health reports the database, and mail and webhooks configured (the e2e server sends both to its inbox)", async ({
    request,
  }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    // Other tests share this database: the outbox's figures are whatever they left.
    const body = await res.json();
    expect(body).toEqual({
      ok: true,
      mail: "configured",
      webhooks: "configured",
      delivery: expect.stringMatching(/^(ok|degraded)$/),
      outbox: { pending: expect.any(Number), dead: expect.any(Number), oldestPendingMinutes: body.outbox.oldestPendingMinutes },
    });
    expect(body.outbox.oldestPendingMinutes === null || Number.isInteger(body.outbox.oldestPendingMinutes)).toBe(true);
  });

  test("unknown /api paths answer JSON 404", async ({ request }) => {
    const res = await request.get("/api/does-not-exist");
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found" });
  });
});

test.describe("widget bundle", () => {
  test("is JavaScript at /widgets/agency-widgets.js", async ({ request }) => {
    const res = await request.get("/widgets/agency-widgets.js");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/javascript/);
  });

  test("loads on a page of another origin without errors, even when included twice", async ({ page, consoleProblems }) => {
    await page.goto(`${PARTNER_ORIGIN}/`);
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);
    // The bundle's JSX, Lingui catalogs and Preact really run: a toast in the page's language.
    await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Hallo", variant: "success" }));
    const toast = page.locator("#agency-toast-host").getByRole("status");
    await expect(toast).toContainText("Hallo");
    await toast.getByRole("button", { name: "Benachrichtigung schließen" }).click();
    await expect(toast).toBeEmpty();
    await expect(page.locator("#agency-toast-host")).toHaveCount(1);
    expect(consoleProblems).toEqual([]);
  });
});
