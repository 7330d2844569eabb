import { type Locale, toLocale } from "../locales.ts";

/** The privacy policy's address in each language the widgets speak (generated, see site/privacy/). */
export const privacyPaths: Readonly<Record<Locale, string>> = {
  en: "/privacy",
  de: "/de/datenschutz",
  fr: "/fr/confidentialite",
  it: "/it/privacy",
  es: "/es/privacidad",
};

/** The privacy policy's URL: relative on the site, absolute with `origin` on a partner's page. */
export function privacyUrl(locale: string, origin = ""): string {
  const path = privacyPaths[toLocale(locale)];
  return `${origin.replace(/\/+$/, "")}${path}`;
}
