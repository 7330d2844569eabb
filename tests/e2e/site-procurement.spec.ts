import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { parseWranglerVars } from "../../scripts/wrangler-vars.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The page a buyer forwards to IT and procurement: in both languages, with the providers
 * the configuration names, the agreement as a PDF, and on paper at most two A4 pages.
 */
const vars = parseWranglerVars(readFileSync("wrangler.toml", "utf8"));
/** The website's providers as the build's configuration switches them on (like the privacy policy). */
const websiteProcessors = [
  "cloudflare",
  "mailchannels",
  ...(vars.TURNSTILE_SITE_KEY?.trim() ? ["turnstile"] : []),
  ...(process.env.GTM_ID ? ["tag-manager"] : []),
  ...((vars.WEBHOOK_URLS ?? "").trim() ? ["webhooks"] : []),
  "calcom",
];
const company = readFileSync("contract/site/company-facts.ts", "utf8");
/** The hosting providers of a client's product, as contract/site/company-facts.ts lists them. */
const productProviders = [...new Set([...company.matchAll(/part: "\w+",\s+provider: "([^"]+)"/g)].map((m) => m[1]!))];

const versions = [
  {
    locale: "en",
    url: "/for-it-and-procurement",
    h1: "What your review needs, on one page",
    dpa: "/downloads/data-processing-agreement.pdf",
    annexes: ["/downloads/technical-and-organisational-measures.pdf", "/downloads/sub-processors.pdf"],
    subject: "References and data processing agreement",
  },
  {
    locale: "de",
    url: "/de/fuer-it-und-einkauf",
    h1: "Was Ihre Prüfung braucht, auf einer Seite",
    dpa: "/downloads/auftragsverarbeitungsvertrag.pdf",
    annexes: ["/downloads/technische-und-organisatorische-massnahmen.pdf", "/downloads/unterauftragsverarbeiter.pdf"],
    subject: "Referenzen und Auftragsverarbeitungsvertrag",
  },
] as const;

const references = readFileSync("site/content/references.ts", "utf8");
/** The sample references by name and size, as site/content/references.ts lists them. */
const referenceSizes = [...references.matchAll(/client: "([^"]+)",[\s\S]*?employees: (\d+),[\s\S]*?contactName: "([^"]+)",/g)].map((m) => ({
  client: m[1]!,
  employees: Number(m[2]),
  contact: m[3]!,
}));

for (const { locale, url, h1, dpa, annexes, subject } of versions) {
  test.describe(`for IT and procurement (${locale})`, () => {
    test("names the company facts, where the product runs and the website's providers apart", async ({ page, consoleProblems }) => {
      await page.goto(url, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const facts = page.locator("#facts");
      await expect(facts).toContainText("FN 000000 x");
      await expect(facts).toContainText("2023");
      expect(productProviders.length).toBeGreaterThan(2);
      const hosting = page.locator("#product-hosting tbody");
      for (const provider of productProviders) await expect(hosting).toContainText(provider);
      const rows = page.locator("#website-data tbody tr");
      await expect(rows).toHaveCount(websiteProcessors.length);
      expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-processor")))).toEqual(websiteProcessors);
      await expect(rows.filter({ hasText: "Cal.com, Inc." })).toHaveCount(1);
      // The one action opens the questionnaire, telling it what the buyer asks for.
      const request = page.locator("#page-title ~ .page-hero__actions [data-agency-questionnaire]");
      await expect(request).toHaveAttribute("data-first-need", "references");
      expect(consoleProblems).toEqual([]);
    });

    test("links its data processing agreement as a PDF that downloads", async ({ page, request }) => {
      await page.goto(url);
      const link = page.locator(`.page-hero a[download][href="${dpa}"]`);
      await expect(link).toHaveCount(1);
      const download = page.waitForEvent("download");
      await link.click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      const file = await request.get(dpa);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");
      const pdf = await PDFDocument.load(await file.body());
      // The agreement names the company it binds, in the page's language.
      expect(pdf.getAuthor()).toBe("Example Agency GmbH");
      expect(pdf.getTitle()).toBe(
        locale === "de" ? "Auftragsverarbeitungsvertrag nach Art. 28 DSGVO" : "Data processing agreement under Art. 28 GDPR",
      );
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    });

    test("offers the agreement's annexes on their own, and a plain e-mail beside the questionnaire", async ({ page, request }) => {
      await page.goto(url);
      const documents = page.locator("#dpa-title ~ .procurement__documents a[download]");
      expect(await documents.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([dpa, ...annexes]);
      for (const path of annexes) {
        const file = await request.get(path);
        expect(file.status(), path).toBe(200);
        const pdf = await PDFDocument.load(await file.body());
        expect(pdf.getAuthor()).toBe("Example Agency GmbH");
      }
      const mail = page.locator(".procurement__mail a[href^='mailto:']");
      const href = new URL((await mail.getAttribute("href")) ?? "");
      expect(href.pathname).toBe("hello@example.com");
      expect(href.searchParams.get("subject")).toBe(subject);
      await expect(page.locator(".procurement__dpa [data-agency-questionnaire]")).toHaveAttribute("data-first-need", "references");
    });

    test("shows the references of a mid-sized buyer's size, each with its contact's name", async ({ page }) => {
      await page.goto(url);
      const midSized = referenceSizes.filter((r) => r.employees >= 100 && r.employees < 1000);
      expect(midSized.length).toBeGreaterThanOrEqual(2);
      expect(midSized.length).toBeLessThan(referenceSizes.length);
      const cards = page.locator("#references .references__card");
      expect(await cards.locator("h3").allTextContents()).toEqual(midSized.map((r) => r.client));
      const contacts = cards.locator('[data-fact="contact"] dd');
      for (const [i, r] of midSized.entries()) await expect(contacts.nth(i)).toContainText(`${r.contact}, `);
    });

    for (const width of [390, 320]) {
      test(`fits a ${width} px phone: each table row reads as a card, nothing scrolls sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url, { waitUntil: "networkidle" });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const id of ["#product-hosting", "#website-data"]) {
          const wrap = page.locator(`${id} .privacy__table-wrap`);
          expect(await wrap.evaluate((w) => w.scrollWidth - w.clientWidth), id).toBeLessThanOrEqual(0);
          // Every cell, the last column's location and safeguard included, lies inside the screen.
          const boxes = await page.locator(`${id} tbody td`).evaluateAll((cells) =>
            cells.map((c) => {
              const r = c.getBoundingClientRect();
              return { right: r.right, width: r.width, label: getComputedStyle(c, "::before").content };
            }),
          );
          for (const box of boxes) {
            expect(box.width, id).toBeGreaterThan(0);
            expect(box.right, id).toBeLessThanOrEqual(width);
            // Each value says which column it is, since the header row is out of sight.
            expect(box.label, id).not.toMatch(/^(none|normal|"")$/);
          }
        }
        const monitoring = page.locator('#product-hosting tr[data-hosting="monitoring"] td').last();
        await expect(monitoring).toContainText(locale === "de" ? "Standardvertragsklauseln" : "standard contractual clauses");
        await monitoring.scrollIntoViewIfNeeded();
        await expect(monitoring).toBeInViewport({ ratio: 1 });
      });
    }

    test("prints to at most two A4 pages, without the site's chrome", async ({ page }) => {
      await page.goto(url, { waitUntil: "networkidle" });
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".topbar")).toBeHidden();
      await expect(page.locator(".footer")).toBeHidden();
      await expect(page.locator("#website-data tbody tr").first()).toBeVisible();
      const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
      expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    });
  });
}

test("the German pages name each provider's legal entity and describe it in German", async ({ page }) => {
  for (const url of ["/de/fuer-it-und-einkauf", "/de/datenschutz"]) {
    await page.goto(url);
    const text = await page.locator("main").textContent();
    expect(text ?? "", url).not.toMatch(/data region|Canada|Ireland\)/);
  }
  await page.goto("/de/fuer-it-und-einkauf");
  const monitoring = page.locator('#product-hosting tr[data-hosting="monitoring"]');
  await expect(monitoring).toContainText("Functional Software, Inc. (Sentry), San Francisco, Vereinigte Staaten");
  await expect(monitoring).toContainText("Frankfurt, Deutschland");
  await expect(page.locator("#works-council")).toContainText("Betriebsvereinbarung");
  await expect(page.locator("#continuity")).toContainText("Jonas Leitner");
});

test("the page is linked from the internal tools page and the footer", async ({ page }) => {
  await page.goto("/de/interne-tools");
  await expect(page.locator('#security a[href="/de/fuer-it-und-einkauf"]')).toHaveCount(1);
  await expect(page.locator('footer a[href="/de/fuer-it-und-einkauf"]')).toHaveCount(1);
});

test("the German pages' former English addresses redirect permanently to their German ones", async ({ request }) => {
  for (const [from, to] of [
    ["/de/imprint", "/de/impressum"],
    ["/de/our-work/frachtblick", "/de/unsere-arbeit/frachtblick"],
    ["/de/internal-tools", "/de/interne-tools"],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(new URL(answer.headers().location!, "http://x").pathname).toBe(to);
  }
  const landed = await request.get("/de/imprint");
  expect(landed.status()).toBe(200);
  expect(await landed.text()).toContain("<h1");
});

test("Our Work shows every reference, the mid-sized ones and the start-ups", async ({ page }) => {
  await page.goto("/our-work");
  const names = await page.locator("#references .references__card h3").allTextContents();
  expect(names).toEqual(referenceSizes.map((r) => r.client));
  await page.goto("/de/unsere-arbeit");
  await expect(page.locator("#references")).toContainText("IT-Leitung, Donau Logistik GmbH");
});
