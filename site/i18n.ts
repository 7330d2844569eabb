import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale as KitLocale, locales as kitLocales } from "../contract/locales.ts";
import { localeBase, pathInLocale, routePath, sitePath, translatedPaths } from "../contract/site/paths.ts";
import { privacyPaths } from "../contract/site/privacy-paths.ts";

export { localeBase, pathInLocale, routePath };

export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Loads the compiled site catalog of one locale (a separate chunk per language, so a German
 * visitor never downloads the English texts). The widgets on the site load their own.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const site = locale === "de" ? await import("../locales/de/messages.ts") : await import("../locales/en/messages.ts");
  return site.messages;
}

/**
 * Loads the compiled article bodies of one locale: their own catalog, so the site's
 * catalog (loaded before every client-side navigation) does not carry them.
 */
export async function loadBlogMessages(locale: Locale): Promise<Messages> {
  const blog = locale === "de" ? await import("../locales/de/blog.ts") : await import("../locales/en/blog.ts");
  return blog.messages;
}

/** Whether a path inside a locale is an article page (the only pages using the blog catalog). */
export function isArticlePath(path: string): boolean {
  return /^\/blog\/[^/?#]+/.test(path);
}

export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  return i18n;
}

/** Splits a URL path into its locale and the path inside that locale ("/de/x" -> de, "/x"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(de)(\/.*)?$/.exec(pathname);
  if (match) return { locale: "de", path: match[2] || "/" };
  return { locale: defaultLocale, path: pathname || "/" };
}

/**
 * The permanent redirects from the German pages' former English addresses to their German
 * ones, in Cloudflare's `_redirects` form (`/de/imprint /de/impressum 301`), with the pages
 * below them (`/de/our-work/*`). The build writes them to dist/_redirects.
 */
export function redirects(): [from: string, to: string][] {
  const moved = Object.entries(translatedPaths).flatMap(([route, { de }]) => (de && de !== route ? [[route, de] as const] : []));
  // Exact rules before the splats: Cloudflare matches the file top-down and answers an
  // exact rule fastest when no splat stands before it.
  return [
    ...moved.map(([route, de]): [string, string] => [`/de${route}`, `/de${de}`]),
    ...moved.map(([route, de]): [string, string] => [`/de${route}/*`, `/de${de}/:splat`]),
  ];
}

/**
 * The privacy policy in the kit's languages the site's pages do not speak (French, Italian,
 * Spanish): the widgets link a visitor to the policy in the widget's language. Each is a
 * page of its own at its full path (`/fr/confidentialite`), in the English site's frame.
 */
export const foreignPolicies: readonly { locale: Exclude<KitLocale, Locale>; path: string }[] = kitLocales
  .filter((l): l is Exclude<KitLocale, Locale> => !isLocale(l))
  .map((l) => ({ locale: l, path: privacyPaths[l] }));

export function isForeignPolicy(path: string): boolean {
  return foreignPolicies.some((p) => p.path === path);
}

/**
 * Every language version of a page as [hreflang, URL path]: the site's two languages, and
 * for the privacy policy all five.
 */
export function languageVersions(path: string): [string, string][] {
  if (isForeignPolicy(path) || routePath(path) === "/privacy") return kitLocales.map((l) => [l, privacyPaths[l]]);
  return locales.map((l) => [l, localizedPath(path, l)]);
}

/**
 * The URL of `path` (a path inside any locale) in `locale`: ("/", de) -> "/de/",
 * ("/privacy", de) -> "/de/datenschutz", ("/datenschutz", en) -> "/privacy".
 */
export function localizedPath(path: string, locale: Locale): string {
  // The site's language switch on a French, Italian or Spanish policy leads to the policy in
  // the site's languages.
  if (isForeignPolicy(path)) return localizedPath("/privacy", locale);
  return sitePath(locale, path);
}
