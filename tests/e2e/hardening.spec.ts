import { createHash, randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { seriousViolations } from "./axe.ts";
import { watchCsp } from "./csp.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, test } from "./fixtures.ts";
import { sitePages } from "./site-pages.ts";

const TAG_HOST = "https://www.googletagmanager.com";

// Every page without a choice is checked on its one visit in site.spec.ts; here both
// states of consent on one page of each kind (where its script and the consent code differ).
test.describe("Content-Security-Policy on every kind of page", () => {
  for (const consent of ["no choice yet", "analytics accepted"] as const) {
    test(`no violation on any kind of route in both languages (${consent})`, async ({ page }) => {
      // Each page is loaded until the network is idle: about 2 s a page on a loaded 2-core machine.
      test.setTimeout(120_000);
      await page.route(`${TAG_HOST}/**`, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerRan = true;" }),
      );
      if (consent === "analytics accepted") {
        await page.addInitScript(() => {
          localStorage.setItem(
            "cookie-preferences",
            JSON.stringify({
              consentId: crypto.randomUUID(),
              functional: true,
              analytics: true,
              revision: 1,
              timestamp: new Date().toISOString(),
            }),
          );
        });
      }
      const violations = await watchCsp(page);
      const kinds = ["/", "/internal-tools", "/our-work", "/our-work/frachtblick", "/blog/mvp-in-weeks-not-months", "/privacy", "/apis"];
      const pages = sitePages.filter(({ path }) => kinds.includes(path));
      expect(pages.length).toBeGreaterThanOrEqual(kinds.length);
      for (const { path } of pages) {
        for (const url of [path, path === "/" ? "/de/" : `/de${path}`]) {
          const res = await page.goto(url, { waitUntil: "networkidle" });
          expect(res?.headers()["content-security-policy"], url).toMatch(/script-src 'self' 'sha256-/);
          await expect(page.locator("h1").first()).toBeVisible();
          expect(await violations(), url).toEqual([]);
        }
      }
    });
  }
});

test("headers of a page, a chunk and the loader", async ({ request }) => {
  const page = await request.get("/");
  const csp = page.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("{{");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/challenges\.cloudflare\.com/);
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(page.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(page.headers()["permissions-policy"]).toContain("camera=()");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  const chunk = readdirSync("dist/widgets/chunks").find((name) => name.endsWith(".js"))!;
  const chunkRes = await request.get(`/widgets/chunks/${chunk}`, { headers: { Origin: "http://partner.example" } });
  expect(chunkRes.status()).toBe(200);
  expect(chunkRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(chunkRes.headers()["access-control-allow-origin"]).toBe("*");

  const asset = readdirSync("dist/assets").find((name) => name.endsWith(".js"))!;
  expect((await request.get(`/assets/${asset}`)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const loader = await request.get("/widgets/agency-widgets.js");
  expect(loader.headers()["cache-control"]).toBe("public, max-age=300");
  expect(loader.headers()["access-control-allow-origin"]).toBe("*");
});

test.describe("newsletter links need a click", () => {
  // Each look into D1 starts wrangler (seconds each on a busy machine).
  test.describe.configure({ timeout: 120_000 });
  /**
   * A pending subscriber whose links we know: signed up through the API, then given token
   * hashes of our own (the mail's tokens exist only in the mail).
   */
  async function subscriber(request: import("@playwright/test").APIRequestContext, locale: "en" | "de") {
    const email = `e2e-${randomBytes(6).toString("hex")}@example.com`;
    expect((await request.post("/api/newsletter", { data: { email, locale } })).status()).toBe(201);
    const confirm = randomBytes(32).toString("base64url");
    const unsubscribe = randomBytes(32).toString("base64url");
    const hash = (t: string) => createHash("sha256").update(t).digest("hex");
    queryD1(
      `UPDATE newsletter_subscribers SET confirm_token_hash = ${sqlText(hash(confirm))}, unsubscribe_token_hash = ${sqlText(hash(unsubscribe))} WHERE email = ${sqlText(email)}`,
    );
    const status = () =>
      queryD1<{ status: string }>(`SELECT status FROM newsletter_subscribers WHERE email = ${sqlText(email)}`)[0]!.status;
    return { confirm, unsubscribe, status };
  }

  // The page runs no script at all: its CSP allows none (default-src 'none').
  test("opening the confirm link changes nothing; the button confirms (German)", async ({ page, request }) => {
    const sub = await subscriber(request, "de");
    const violations = await watchCsp(page);
    await page.goto(`/api/newsletter/confirm?token=${sub.confirm}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestätigen Sie Ihr Newsletter-Abonnement");
    await page.reload();
    expect(sub.status()).toBe("pending");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Abonnement bestätigen" }).click();
    await expect(page).toHaveURL(/\/de\/newsletter\/confirmed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmeldung bestätigt");
    expect(sub.status()).toBe("confirmed");
    expect(await violations()).toEqual([]);
  });

  test("the unsubscribe link shows a button too; a used link says so at once", async ({ page, request }) => {
    const sub = await subscriber(request, "en");
    await page.goto(`/api/newsletter/unsubscribe?token=${sub.unsubscribe}`);
    expect(sub.status()).toBe("pending");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    expect(sub.status()).toBe("unsubscribed");
    await page.goto(`/api/newsletter/unsubscribe?token=${sub.unsubscribe}`);
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await page.goto(`/api/newsletter/confirm?token=${sub.confirm}`);
    await expect(page).toHaveURL(/\/newsletter\/link-invalid$/);
  });
});
