/**
 * Resolves which language a widget speaks. Apart from the catalogs (./i18n.ts), so the
 * loader can decide without downloading any text.
 */
import { type Locale, locales, toLocale } from "../../../contract/locales.ts";

/** The kit's languages. */
export const widgetLocales = locales;
export type WidgetLocale = Locale;

/** Maps any language tag to a supported locale: "de-AT" -> de, "fr-CH" -> fr, "pt" -> en. */
export function toWidgetLocale(lang: string | null | undefined): WidgetLocale {
  return toLocale(lang);
}

/** Returns the widget's language: its nearest `lang`, else `<html lang>`, else English. */
export function resolveLocale(element?: Element | null): WidgetLocale {
  const lang = element?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
  return toWidgetLocale(lang);
}
