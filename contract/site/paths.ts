import { toLocale } from "../locales.ts";
import { privacyPaths } from "./privacy-paths.ts";
import { procurementPaths } from "./procurement-path.ts";

/** The site's own languages: English at the root, German under `/de`; the kit's others land on English pages. */
const siteLocales = ["en", "de"] as const;
export type SiteLocale = (typeof siteLocales)[number];

/** The site language a kit language or any tag reads in: German for German, else English. */
function siteLocaleOf(tag: string | null | undefined): SiteLocale {
  return toLocale(tag) === "de" ? "de" : "en";
}

/** The path prefix of a site language: "" for English (the default), "/de" for German. */
export function localeBase(locale: SiteLocale): string {
  return locale === "en" ? "" : `/${locale}`;
}

/**
 * Translated page paths per locale, keyed by the English route path; subpages follow their
 * parent. The router, redirects, hreflang, sitemap and the Worker's links all read this table.
 */
export const translatedPaths: Readonly<Record<string, Partial<Record<SiteLocale, string>>>> = {
  "/privacy": { de: privacyPaths.de.slice("/de".length) },
  "/imprint": { de: "/impressum" },
  "/our-work": { de: "/unsere-arbeit" },
  "/frontend-development": { de: "/frontend-entwicklung" },
  "/rapid-prototyping": { de: "/rapid-prototyping" },
  "/internal-tools": { de: "/interne-tools" },
  "/mvp-development": { de: "/mvp-entwicklung" },
  "/landing-page-creation": { de: "/landingpage-erstellung" },
  "/for-it-and-procurement": { de: procurementPaths.de.slice("/de".length) },
};

/** A path and its translated prefix: "/unsere-arbeit/x" -> ["/our-work", "/x"] (only for a translated path). */
function translatedPrefix(path: string): [route: string, rest: string] | undefined {
  for (const [route, byLocale] of Object.entries(translatedPaths)) {
    for (const local of [route, ...Object.values(byLocale)]) {
      if (path === local) return [route, ""];
      if (path.startsWith(`${local}/`)) return [route, path.slice(local.length)];
    }
  }
  return undefined;
}

/** The route path of a path inside a locale: "/datenschutz" -> "/privacy", "/unsere-arbeit/x" -> "/our-work/x". */
export function routePath(path: string): string {
  const match = translatedPrefix(path);
  return match ? `${match[0]}${match[1]}` : path;
}

/** The path inside `locale` of a path inside any locale: ("/privacy", de) -> "/datenschutz". */
export function pathInLocale(path: string, locale: SiteLocale): string {
  const match = translatedPrefix(path);
  if (!match) return path;
  const [route, rest] = match;
  return `${translatedPaths[route]?.[locale] ?? route}${rest}`;
}

/**
 * A site page's address for `tag`'s language: German pages under `/de` with German slugs.
 *
 * @example sitePath("de", "/our-work/frachtblick") // "/de/unsere-arbeit/frachtblick"
 * @example sitePath("fr", "/") // "/"
 */
export function sitePath(tag: string | null | undefined, path: string): string {
  const locale = siteLocaleOf(tag);
  const base = localeBase(locale);
  const local = pathInLocale(path, locale);
  return base && local === "/" ? `${base}/` : `${base}${local}`;
}
