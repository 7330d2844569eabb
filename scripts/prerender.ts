/**
 * Writes one static HTML file per page and locale (plus a 404 page per locale) from the
 * SSR build, into the template vite produced. Run after `vite build` and `vite build --ssr`.
 *
 *   dist/index.html, dist/de/index.html            "/" and "/de/"
 *   dist/<page>.html, dist/de/<page>.html          "/<page>" and "/de/<page>"
 *   dist/404.html, dist/de/404.html                any unknown path (wrangler "404-page")
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { company } from "../site/content/company.ts";

type Locale = "en" | "de";
interface SsrModule {
  render(url: string, locale: Locale): Promise<{ html: string; head: { title: string; description: string } }>;
  pages: { path: string }[];
  locales: readonly Locale[];
  localizedPath(path: string, locale: Locale): string;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const templatePath = join(root, ".build", "template.html");

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function fileFor(url: string): string {
  if (url.endsWith("/")) return join(dist, url, "index.html");
  return join(dist, `${url}.html`);
}

async function main() {
  // vite writes dist/index.html; keep it as the template so prerendering can run again.
  let template: string;
  try {
    template = await readFile(join(dist, "index.html"), "utf8");
    if (!template.includes("<!--app-->")) template = await readFile(templatePath, "utf8");
  } catch {
    template = await readFile(templatePath, "utf8");
  }
  await mkdir(dirname(templatePath), { recursive: true });
  await writeFile(templatePath, template);

  const ssr = (await import(pathToFileURL(join(root, ".build", "ssr", "entry-server.js")).href)) as SsrModule;
  const written: string[] = [];

  const page = (html: string, head: string, locale: Locale) =>
    template
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(/<title>.*?<\/title>/, "")
      .replace(/<meta name="description" content="" \/>/, "")
      .replace("<!--head-->", head)
      .replace("<!--app-->", html);

  for (const locale of ssr.locales) {
    for (const { path } of ssr.pages) {
      const url = ssr.localizedPath(path, locale);
      const { html, head } = await ssr.render(url, locale);
      const alternates = ssr.locales
        .map((l) => `<link rel="alternate" hreflang="${l}" href="${company.siteUrl}${ssr.localizedPath(path, l)}" />`)
        .concat(`<link rel="alternate" hreflang="x-default" href="${company.siteUrl}${path}" />`)
        .join("\n    ");
      const title = escapeHtml(`${head.title} | ${company.name}`);
      const description = escapeHtml(head.description);
      const headHtml = [
        `<title>${title}</title>`,
        `<meta name="description" content="${description}" />`,
        `<link rel="canonical" href="${company.siteUrl}${url}" />`,
        alternates,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:url" content="${company.siteUrl}${url}" />`,
        `<meta property="og:locale" content="${locale === "de" ? "de_AT" : "en_GB"}" />`,
      ].join("\n    ");
      const file = fileFor(url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page(html, headHtml, locale));
      written.push(url);
    }

    const notFoundUrl = ssr.localizedPath("/__not-found__", locale);
    const { html, head } = await ssr.render(notFoundUrl, locale);
    const headHtml = [
      `<title>${escapeHtml(`${head.title} | ${company.name}`)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<meta name="robots" content="noindex" />`,
    ].join("\n    ");
    const file = join(dist, locale === "en" ? "" : locale, "404.html");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(html, headHtml, locale));
    written.push(`${locale === "en" ? "" : `/${locale}`}/404.html`);
  }
  console.log(`prerendered ${written.length} pages: ${written.join(", ")}`);
}

await main();
