import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** German copy and formatting on the built site: figures, quotation marks, terms, the articles. */

const nbsp = "\u00a0";

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}

test.describe("figures and quotation marks follow the page's language", () => {
  test("the landing page's sample figures: 64 % and 2.400 in German, 64% and 2.4K in English", async ({ page }) => {
    await open(page, "/de/landingpage-erstellung");
    const figures = page.locator(".metrics dd");
    await expect(figures).toHaveText([`64${nbsp}%`, "2.400", `38${nbsp}%`, "185"]);
    await expect(page.locator(".metrics")).not.toContainText("2.4K");

    await open(page, "/landing-page-creation");
    await expect(figures).toHaveText(["64%", "2.4K", "38%", "185"]);
  });

  test("the home page's key figures", async ({ page }) => {
    await open(page, "/de/");
    await expect(page.locator(".stats__value")).toHaveText([/^2–\u20604 Wochen/, /^15\+ interne Tools/, /^10× schneller mit KI/]);
    await open(page, "/");
    await expect(page.locator(".stats__value")).toHaveText([/^2–\u20604 weeks/, /^15\+ internal tools/, /^10x faster/]);
  });

  test("a German testimonial is set in „…“, an English one in “…”", async ({ page }) => {
    await open(page, "/de/interne-tools");
    const quote = page.locator(".testimonial blockquote p");
    await expect(quote).toHaveText(/^„Unsere Auftragsabwicklung .+ zurück will niemand mehr\.“$/);
    await open(page, "/internal-tools");
    await expect(quote).toHaveText(/^“Our order handling .+ nobody wants to go back\.”$/);
  });

  test("German pages have no English quotation marks where the source quotes", async ({ page }) => {
    for (const url of [
      "/de/blog/ai-assisted-development-in-practice",
      "/de/rapid-prototyping",
      "/de/blog/internal-tools-instead-of-spreadsheets",
    ]) {
      await open(page, url);
      const text = await page.locator("main").textContent();
      expect(text, url).toContain("„");
      expect(text, url).not.toMatch(/["”]/);
    }
  });
});

test.describe("terms", () => {
  test("the German site says Schneller Prototyp, as the questionnaire does", async ({ page }) => {
    await open(page, "/de/unsere-arbeit");
    await expect(page.locator(".portfolio__category", { hasText: "Schneller Prototyp" })).toHaveCount(1);
    await expect(page.locator("main")).not.toContainText("Rapid Prototype");

    const dialog = page.getByRole("dialog");
    await expect(async () => {
      if ((await dialog.count()) === 0) await page.locator("main [data-cta]").first().click({ timeout: 2000 });
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    const options = dialog.getByRole("combobox", { name: "Art des Projekts" }).locator("option");
    await expect(options.filter({ hasText: "Schneller Prototyp" })).toHaveCount(1);
    await expect(options.filter({ hasText: "Rapid" })).toHaveCount(0);
  });

  test("the imprint no longer links the closed EU dispute resolution platform", async ({ page }) => {
    for (const url of ["/imprint", "/de/impressum"]) {
      await open(page, url);
      await expect(page.locator('a[href*="ec.europa.eu/odr"]')).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { level: 2, name: "Beschwerden" })).toBeVisible();
  });
});

test.describe("blog articles", () => {
  test("an article page carries only its own body inline and renders headings and lists", async ({ page, request }) => {
    const html = await (await request.get("/de/blog/mvp-in-weeks-not-months")).text();
    const inline = html.match(/<script type="application\/json" id="page-messages">(.*?)<\/script>/s)![1]!;
    expect(inline).toContain("Streichen, bis es ein bisschen wehtut");
    // Another article's body is not in this page.
    expect(inline).not.toContain("Selbst bauen oder kaufen?");
    expect(html).not.toContain("Selbst bauen oder kaufen?");

    const catalogRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(messages|blog)-/.test(r.url())) catalogRequests.push(r.url());
    });
    await open(page, "/de/blog/mvp-in-weeks-not-months");
    const body = page.locator(".article__content");
    await expect(body.getByRole("heading", { level: 2 })).toHaveCount(10);
    const weeks = body.locator("ul", { hasText: "Woche 1:" }).locator("li");
    await expect(weeks).toHaveCount(4);
    await expect(weeks.nth(3)).toHaveText(/^Woche 4: /);
    await expect(body.locator("ol").last().locator("li")).toHaveCount(5);
    expect(catalogRequests).toEqual([]);
  });

  test("a client-side navigation to an article loads its body first", async ({ page }) => {
    await open(page, "/blog");
    await page.getByRole("link", { name: "AI-assisted development in practice: what really gets faster" }).click();
    await expect(page).toHaveURL(/\/blog\/ai-assisted-development-in-practice$/);
    await expect(page.getByRole("heading", { level: 2, name: "Where the 10x comes from, honestly" })).toBeVisible();
    await expect(page.locator(".article__content ol").last().locator("li")).toHaveCount(5);
    await expect(page.locator(".article__content > p").nth(1)).toHaveText(/^We tell clients that we build up to 10x faster with AI\./);
  });
});

test.describe("what a buyer checks", () => {
  test("a service page states its starting price, before VAT, as each language writes money", async ({ page }) => {
    await open(page, "/mvp-development");
    const note = page.locator(".page-hero__note");
    await expect(note).toHaveText(/^Fixed price from €24,900 before VAT, quoted in writing after the free call\. /);
    // Beside the price: what it covers and what makes a project cost more.
    await expect(note.locator(".page-hero__price-scope")).toContainText("More user roles, integrations or screens cost more");
    await open(page, "/de/mvp-entwicklung");
    await expect(note).toContainText(`Fixpreis ab 24.900${nbsp}€ zzgl. USt.`);
    await expect(note.locator(".page-hero__price-scope")).toContainText("Schnittstellen oder Screens kosten mehr");
    await open(page, "/");
    await expect(page.locator(".service-bento__price")).toHaveText([
      "From €7,500",
      "From €4,900",
      "From €9,800",
      "From €24,900",
      "From €3,900",
    ]);
  });

  test("the footer carries the company's register entry and VAT ID", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator(".footer__registry")).toHaveText("FN 000000 x, Handelsgericht Wien · VAT ID ATU00000000");
    await open(page, "/de/");
    await expect(page.locator(".footer__registry")).toHaveText("FN 000000 x, Handelsgericht Wien · UID-Nummer ATU00000000");
  });

  test("an article names its author", async ({ page }) => {
    await open(page, "/blog/mvp-in-weeks-not-months");
    await expect(page.locator(".article-byline")).toContainText("By Max Mustermann");
    await open(page, "/de/blog/mvp-in-weeks-not-months");
    await expect(page.locator(".article-byline")).toContainText("Von Max Mustermann");
  });

  test("a policy in a language the site does not speak says why the menu is English; the site's own do not", async ({ page }) => {
    await open(page, "/fr/confidentialite");
    await expect(page.locator(".page-hero__note")).toHaveText(
      "Cette politique est dans votre langue\u202f; le reste de notre site est en anglais et en allemand.",
    );
    await open(page, "/privacy");
    await expect(page.locator(".page-hero__note")).toHaveCount(0);
  });
});
