/**
 * The Open Graph picture of every page (what LinkedIn, Slack or WhatsApp show beside a
 * shared link): the page's title set in the brand's typeface and colours, 1200 × 630,
 * made at build time. No image service is involved: the card is HTML rendered to PNG by
 * the Chromium the e2e tests use, driven by Playwright. Pictures are cached by their
 * content in .build/og-cache/, so a rebuild only renders titles that changed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { company } from "../contract/site/company.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgCard {
  title: string;
  /** A short line above the title: the kind of page ("Case study", "Blog"). */
  label: string;
  locale: "en" | "de";
}

const root = fileURLToPath(new URL("..", import.meta.url));
const cacheDir = join(root, ".build", "og-cache");
const fontFile = join(root, "node_modules", "@fontsource-variable", "geist", "files", "geist-latin-wght-normal.woff2");

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The Chromium to render with: CHROMIUM_PATH, Debian's, or Playwright's own download. */
export function chromiumPath(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", chromium.executablePath()]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The card as a page: the brand's off-white, its ink, one accent, the title at display size. */
export function cardHtml(card: OgCard, fontDataUrl: string): string {
  const host = new URL(company.siteUrl).host.replace(/^www\./, "");
  const size = card.title.length > 70 ? 60 : card.title.length > 40 ? 70 : 84;
  return `<!doctype html><html lang="${card.locale}"><head><meta charset="utf-8"><style>
@font-face { font-family: "Geist"; src: url(${fontDataUrl}) format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; }
body { position: relative; overflow: hidden; padding: 72px 80px; background: #f5f4f1; color: #21201c;
  font-family: "Geist", sans-serif; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 32px; font-weight: 650; letter-spacing: -0.02em; }
.mark { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 15px 15px 15px 4px;
  background: #c2410c; color: #fff; font-size: 32px; font-weight: 700; }
.label { margin-top: auto; display: flex; align-items: center; gap: 14px; color: #63635e; font-size: 26px;
  font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; }
.label::before { content: ""; width: 14px; height: 14px; border-radius: 3px; background: #c2410c; }
h1 { margin-top: 22px; max-width: 980px; font-size: ${size}px; line-height: 1.05; font-weight: 600;
  letter-spacing: -0.035em; text-wrap: balance; hyphens: auto; }
.foot { margin-top: 48px; display: flex; justify-content: space-between; color: #63635e; font-size: 24px; font-weight: 500; }
.corner { position: absolute; right: -120px; top: -120px; width: 420px; height: 420px; border-radius: 50%;
  border: 56px solid #fbe9de; }
</style></head><body>
<div class="corner"></div>
<div class="brand"><span class="mark">${escapeHtml(company.name.charAt(0))}</span>${escapeHtml(company.name)}</div>
<p class="label">${escapeHtml(card.label)}</p>
<h1>${escapeHtml(card.title)}</h1>
<div class="foot"><span>${escapeHtml(host)}</span><span>${card.locale === "de" ? "Wien" : "Vienna"}</span></div>
</body></html>`;
}

/**
 * Writes one PNG per distinct card into `outDir` and returns each card's file name
 * (`<hash>.png`), in the order given. Returns undefined when no Chromium is installed: the
 * pages then go without a picture (and the build says so) rather than failing.
 */
export async function renderOgImages(cards: OgCard[], outDir: string): Promise<string[] | undefined> {
  const fontDataUrl = `data:font/woff2;base64,${(await readFile(fontFile)).toString("base64")}`;
  const pages = cards.map((card) => {
    const html = cardHtml(card, fontDataUrl);
    return { html, file: `${createHash("sha256").update(html).digest("hex").slice(0, 16)}.png` };
  });
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const missing = [...new Map(pages.map((p) => [p.file, p])).values()].filter((p) => !existsSync(join(cacheDir, p.file)));
  if (missing.length > 0) {
    const executablePath = chromiumPath();
    if (!executablePath) return undefined;
    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT }, deviceScaleFactor: 1 });
      for (const { html, file } of missing) {
        await page.setContent(html, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        await writeFile(join(cacheDir, file), await page.screenshot({ type: "png" }));
      }
    } finally {
      await browser.close();
    }
  }
  await Promise.all([...new Set(pages.map((p) => p.file))].map((file) => copyFile(join(cacheDir, file), join(outDir, file))));
  return pages.map((p) => p.file);
}
