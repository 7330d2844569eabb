import { type Locale, toLocale } from "../locales.ts";

/**
 * The site's own privacy policy per language (generated from the Worker's configuration,
 * see site/privacy/), one for each language the widgets speak, each at the address its
 * readers expect.
 */
export const privacyPaths: Readonly<Record<Locale, string>> = {
  en: "/privacy",
  de: "/de/datenschutz",
  fr: "/fr/confidentialite",
  it: "/it/privacy",
  es: "/es/privacidad",
};

/**
 * The privacy policy's URL in a language: relative on the site itself, absolute with the
 * `origin` of the site (e.g. the widgets' API base) on a partner's page.
 */
export function privacyUrl(locale: string, origin = ""): string {
  const path = privacyPaths[toLocale(locale)];
  return `${origin.replace(/\/+$/, "")}${path}`;
}
