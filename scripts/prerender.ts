/**
 * Writes one static HTML file per page and locale (plus a 404 page per locale) from the
 * SSR build, into the template vite produced. Run after `vite build` and `vite build --ssr`.
 *
 *   dist/index.html, dist/de/index.html            "/" and "/de/"
 *   dist/<page>.html, dist/de/<page>.html          "/<page>" and "/de/<page>"
 *   dist/404.html, dist/de/404.html                any unknown path (wrangler "404-page")
 *   dist/fr/confidentialite.html, …                the privacy policy in French, Italian, Spanish
 *   dist/sitemap.xml, dist/robots.txt              every indexable page in every language
 *   dist/og/<hash>.png                             each page's Open Graph picture (scripts/og-images.ts)
 *   dist/_headers                                  its Content-Security-Policy, with the hash of
 *                                                  every inline script of every HTML file in dist
 *   dist/_redirects                                301s from the German pages' former English addresses
 *
 * Each page carries the site's stylesheet inline and preloads the brand font, and nothing
 * else: the entry is found by the browser after the first paint's bytes have arrived, and
 * the embed loader is requested once the page has been painted (LOADER_AFTER_FIRST_PAINT).
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { company } from "../contract/site/company.ts";
import { CSP_PLACEHOLDER, contentSecurityPolicy, inlineScripts, scriptHash } from "./csp.ts";
import { OG_HEIGHT, OG_WIDTH, renderOgImages } from "./og-images.ts";

type Locale = "en" | "de";
interface SsrModule {
  render(
    url: string,
    locale: Locale,
  ): Promise<{
    html: string;
    head: { title: string; description: string; noindex?: boolean; type?: string; lang?: string };
    messages: string;
    numbers: string;
    ogLabel: string;
  }>;
  PAGE_MESSAGES_ID: string;
  PAGE_NUMBERS_ID: string;
  pages: { path: string; fixed?: boolean }[];
  locales: readonly Locale[];
  localizedPath(path: string, locale: Locale): string;
  languageVersions(path: string): [string, string][];
  redirects(): [string, string][];
}

/** The `<link rel="alternate">` set of a page: every language version, plus x-default. */
function alternateLinks(path: string, ssr: SsrModule, tag: (hreflang: string, href: string) => string): string[] {
  return ssr
    .languageVersions(path)
    .map(([lang, href]) => tag(lang, `${company.siteUrl}${href}`))
    .concat(tag("x-default", `${company.siteUrl}${ssr.localizedPath(path, "en")}`));
}

const ogLocales: Record<string, string> = { en: "en_GB", de: "de_AT", fr: "fr_FR", it: "it_IT", es: "es_ES" };

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const templatePath = join(root, ".build", "template.html");

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function fileFor(url: string): string {
  if (url.endsWith("/")) return join(dist, url, "index.html");
  return join(dist, `${url}.html`);
}

/**
 * `<link rel="preload">` for the brand font's Latin file, the one every page's text needs:
 * found while the HTML is parsed instead of after the stylesheet, so it usually arrives
 * before the first paint. Read from the built stylesheet, so it follows vite's file names.
 */
function fontPreload(css: string): string {
  const file = /url\((\/assets\/geist-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
  if (!file) throw new Error("the built stylesheet names no geist-latin woff2: did site/styles/fonts.css change?");
  return `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`;
}

/** Every indexable page in every language, each listing its language twins (hreflang). */
function sitemap(pages: { path: string; url: string }[], ssr: SsrModule): string {
  const urls = pages.map(({ path, url }) => {
    const alternates = alternateLinks(
      path,
      ssr,
      (lang, href) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
    ).join("\n");
    return `  <url>\n    <loc>${company.siteUrl}${url}</loc>\n${alternates}\n  </url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * Fills the CSP into dist/_headers (copied there from site/public by vite). Every HTML
 * file in dist counts, the widget demo page included, so no page's inline script is
 * blocked and none needs 'unsafe-inline'.
 */
async function writeCsp() {
  const hashes = new Set<string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    for (const script of inlineScripts(await readFile(join(entry.parentPath, entry.name), "utf8"))) hashes.add(scriptHash(script));
  }
  const headersPath = join(dist, "_headers");
  const headers = await readFile(headersPath, "utf8");
  if (!headers.includes(CSP_PLACEHOLDER)) throw new Error(`${headersPath} has no ${CSP_PLACEHOLDER} to fill`);
  const csp = contentSecurityPolicy({ scriptHashes: hashes, tagManager: Boolean(process.env.GTM_ID) });
  await writeFile(headersPath, headers.replace(CSP_PLACEHOLDER, csp));
}

type Rendered = Awaited<ReturnType<SsrModule["render"]>>;
type PageMaker = (result: Rendered, head: string, locale: Locale, lang?: string) => string;

/**
 * The page template: vite's dist/index.html (kept in .build, so prerendering can run
 * again), with the site's one stylesheet inlined (about 7.5 KB gzipped), so the first paint
 * waits for no second request; navigation inside the site is client-side, so little
 * caching is lost. The CSP already allows inline styles (scripts/csp.ts).
 */
async function loadTemplate(): Promise<string> {
  let template: string;
  try {
    template = await readFile(join(dist, "index.html"), "utf8");
    if (!template.includes('<div id="root"><!--app--></div>')) template = await readFile(templatePath, "utf8");
  } catch {
    template = await readFile(templatePath, "utf8");
  }
  await mkdir(dirname(templatePath), { recursive: true });
  await writeFile(templatePath, template);
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(template);
  if (stylesheet?.[1]) {
    const css = await readFile(join(dist, stylesheet[1]), "utf8");
    template = template.replace(stylesheet[0], () => `${fontPreload(css)}\n    <style>${css}</style>`);
  }
  return template;
}

/**
 * The lead-capture kit's loader, the same script partners embed (one integration path),
 * requested once the page has been painted: the cookie banner it shows and the chunks it
 * loads then never share the connection or the main thread with the first paint. With the
 * loader as a deferred script in the head, its request and the banner's chunks ended before
 * the first paint in some runs and not in others, and Lighthouse's simulated largest paint
 * counts every request that ended before the paint it observed (1.5–1.9 s, performance 99;
 * docs/architecture.md, "The site").
 *
 * A call to action clicked before the loader has run requests it at once, is `aria-busy`
 * meanwhile (as the loader marks it while the dialog's code loads), and is clicked again
 * when the loader has run (site/index.html leaves those clicks to this script); a press
 * after the loader failed to load asks for it again. A browser without paint timing loads
 * it at `load`; a page painted in no frame (a background tab) three seconds after `load`.
 */
const LOADER_AFTER_FIRST_PAINT = `<script>
      (function () {
        var loader, early;
        function load() {
          if (loader) return;
          loader = document.createElement("script");
          loader.src = "/widgets/agency-widgets.js";
          loader.onload = loader.onerror = function (e) {
            if (early) early.removeAttribute("aria-busy");
            if (early && early.isConnected && e.type === "load") early.click();
            // A loader that failed is asked for again by the next press.
            if (e.type === "error") loader = null;
            early = null;
          };
          document.head.appendChild(loader);
        }
        document.addEventListener("click", function (e) {
          var trigger = !window.AgencyWidgets && e.target && e.target.closest && e.target.closest("[data-agency-questionnaire]");
          if (trigger) early = trigger, trigger.setAttribute("aria-busy", "true"), load();
        }, true);
        var P = window.PerformanceObserver, painted = P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf("paint") >= 0;
        if (painted) new P(function (list, observer) { observer.disconnect(); load(); }).observe({ type: "paint", buffered: true });
        addEventListener("load", function () { setTimeout(load, painted ? 3000 : 0); });
      })();
    </script>`;

/** A page's HTML: the template with its language, head, rendered markup and the data hydration reads. */
function pageMaker(template: string, ssr: SsrModule): PageMaker {
  return (result, head, locale, lang = locale) =>
    template
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>.*?<\/title>/, "")
      .replace(/<meta name="description" content="" \/>/, "")
      .replace("<!--head-->", `${head}\n    ${LOADER_AFTER_FIRST_PAINT}`)
      .replace(
        '<div id="root"><!--app--></div>',
        // The messages the page shows, for hydration without downloading the catalog.
        `<div id="root">${result.html}</div>\n    <script type="application/json" id="${ssr.PAGE_MESSAGES_ID}">${result.messages}</script>` +
          // The numbers it shows, written already: hydration then needs no Intl (site/app/numbers-memo.ts).
          (result.numbers === "{}" ? "" : `\n    <script type="application/json" id="${ssr.PAGE_NUMBERS_ID}">${result.numbers}</script>`),
      );
}

/** The `<head>` of an indexable page: title, description, canonical, language twins, Open Graph. */
function pageHead(ssr: SsrModule, path: string, url: string, locale: Locale, head: Rendered["head"], ogFile: string | undefined): string {
  const alternates = alternateLinks(path, ssr, (lang, href) => `<link rel="alternate" hreflang="${lang}" href="${href}" />`).join("\n    ");
  const title = escapeHtml(`${head.title} | ${company.name}`);
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${company.siteUrl}${url}" />`,
    alternates,
    ...(head.noindex ? [`<meta name="robots" content="noindex" />`] : []),
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${company.siteUrl}${url}" />`,
    `<meta property="og:locale" content="${ogLocales[head.lang ?? locale]}" />`,
    ...(ogFile
      ? [
          `<meta property="og:image" content="${company.siteUrl}/og/${ogFile}" />`,
          `<meta property="og:image:width" content="${OG_WIDTH}" />`,
          `<meta property="og:image:height" content="${OG_HEIGHT}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(head.title)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
  ].join("\n    ");
}

/** Every page in every language, rendered first, so that their Open Graph pictures are made in one go. */
async function renderAll(ssr: SsrModule): Promise<{ path: string; url: string; locale: Locale; page: Rendered }[]> {
  const rendered: { path: string; url: string; locale: Locale; page: Rendered }[] = [];
  for (const locale of ssr.locales) {
    for (const { path, fixed } of ssr.pages) {
      if (fixed && locale !== "en") continue;
      const url = fixed ? path : ssr.localizedPath(path, locale);
      rendered.push({ path, url, locale, page: await ssr.render(url, locale) });
    }
  }
  return rendered;
}

/** The 404 page of each locale; returns the paths written. */
async function writeNotFoundPages(ssr: SsrModule, page: PageMaker): Promise<string[]> {
  const written: string[] = [];
  for (const locale of ssr.locales) {
    const notFoundUrl = ssr.localizedPath("/__not-found__", locale);
    const notFound = await ssr.render(notFoundUrl, locale);
    const { head } = notFound;
    const headHtml = [
      `<title>${escapeHtml(`${head.title} | ${company.name}`)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<meta name="robots" content="noindex" />`,
    ].join("\n    ");
    const file = join(dist, locale === "en" ? "" : locale, "404.html");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(notFound, headHtml, locale));
    written.push(`${locale === "en" ? "" : `/${locale}`}/404.html`);
  }
  return written;
}

async function main() {
  const ssr = (await import(pathToFileURL(join(root, ".build", "ssr", "entry-server.js")).href)) as SsrModule;
  const page = pageMaker(await loadTemplate(), ssr);
  const written: string[] = [];
  /** Indexable pages (path inside a locale, and its URL) for the sitemap. */
  const indexable: { path: string; url: string }[] = [];

  const rendered = await renderAll(ssr);
  const ogFiles = await renderOgImages(
    rendered.map(({ page: result, locale }) => ({ title: result.head.title, label: result.ogLabel, locale })),
    join(dist, "og"),
  );
  if (!ogFiles) console.warn("warning: no Chromium found (set CHROMIUM_PATH): the pages are built without Open Graph pictures.");

  for (const [index, { path, url, locale, page: result }] of rendered.entries()) {
    const { head } = result;
    const file = fileFor(url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(result, pageHead(ssr, path, url, locale, head, ogFiles?.[index]), locale, head.lang));
    written.push(url);
    if (!head.noindex) indexable.push({ path, url });
  }

  written.push(...(await writeNotFoundPages(ssr, page)));
  await writeFile(join(dist, "sitemap.xml"), sitemap(indexable, ssr));
  await writeFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`);
  await writeCsp();
  // Cloudflare's static assets answer these before any file: a bookmark or a search result
  // with a former address lands on the page, and search engines move its rank over.
  await writeFile(
    join(dist, "_redirects"),
    `${ssr
      .redirects()
      .map(([from, to]) => `${from} ${to} 301`)
      .join("\n")}\n`,
  );
  console.log(`prerendered ${written.length} pages: ${written.join(", ")}`);
}

await main();
