/**
 * Which language a widget speaks, decided without downloading any text.
 */
import { type Locale, locales, toLocale } from "../../contract/locales.ts";

/**
 * Which language a widget speaks: one of the agency's five. Kept apart from the catalogs
 * (./i18n.ts) so the embed loader can decide the language without downloading any text.
 */
export const widgetLocales = locales;
export type WidgetLocale = Locale;

/** Maps any language tag to a supported locale: "de-AT" -> de, "fr-CH" -> fr, "pt" -> en. */
export function toWidgetLocale(lang: string | null | undefined): WidgetLocale {
  return toLocale(lang);
}

/**
 * The language a widget should speak: its own `lang` attribute, else the nearest
 * ancestor's, else `<html lang>`, else English.
 */
export function resolveLocale(element?: Element | null): WidgetLocale {
  const lang = element?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
  return toWidgetLocale(lang);
}
