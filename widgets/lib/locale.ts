/**
 * Which language a widget speaks. Kept apart from the catalogs (./i18n.ts) so the embed
 * loader can decide the language without downloading any text.
 */
export const widgetLocales = ["en", "de"] as const;
export type WidgetLocale = (typeof widgetLocales)[number];

/** Maps any language tag to a supported locale: "de-AT" -> de, "fr" -> en. */
export function toWidgetLocale(lang: string | null | undefined): WidgetLocale {
  return lang?.trim().toLowerCase().startsWith("de") ? "de" : "en";
}

/**
 * The language a widget should speak: its own `lang` attribute, else the nearest
 * ancestor's, else `<html lang>`, else English.
 */
export function resolveLocale(element?: Element | null): WidgetLocale {
  const lang = element?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
  return toWidgetLocale(lang);
}
