import { toLocale } from "./locales.ts";

/**
 * The languages the site's own pages speak, English at the root and German under `/de`.
 * The kit speaks three more; their visitors land on the English pages (only the privacy
 * policy has its own address in every language, ./privacy-paths.ts).
 */
export const siteLocales = ["en", "de"] as const;
export type SiteLocale = (typeof siteLocales)[number];

/** The site language a kit language or any tag reads in: German for German, else English. */
export function siteLocaleOf(tag: string | null | undefined): SiteLocale {
  return toLocale(tag) === "de" ? "de" : "en";
}

/** The path prefix of a site language: "" for English (the default), "/de" for German. */
export function localeBase(locale: SiteLocale): string {
  return locale === "en" ? "" : `/${locale}`;
}

/**
 * The address of a site page (its English path) for a visitor of `tag`'s language.
 *
 * @example sitePath("de", "/newsletter/confirmed") // "/de/newsletter/confirmed"
 * @example sitePath("fr", "/") // "/"
 */
export function sitePath(tag: string | null | undefined, path: string): string {
  const base = localeBase(siteLocaleOf(tag));
  return base && path === "/" ? `${base}/` : `${base}${path}`;
}

/**
 * The page for IT and procurement in a visitor's language (German has its own slug; the
 * kit's other languages read the English page), absolute with the site's `origin`.
 */
export function procurementUrl(tag: string | null | undefined, origin = ""): string {
  const path = siteLocaleOf(tag) === "de" ? "/de/fuer-it-und-einkauf" : "/for-it-and-procurement";
  return `${origin.replace(/\/+$/, "")}${path}`;
}
