import { type I18n, setupI18n } from "@lingui/core";
import { messages as de } from "../../locales/de/widgets.ts";
import { messages as en } from "../../locales/en/widgets.ts";

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

/**
 * One i18n instance per widget, so two elements on a page can speak different languages.
 * Both catalogs are small and bundled, so switching needs no network.
 */
export function createWidgetI18n(locale: WidgetLocale): I18n {
  return setupI18n({ locale, messages: { en, de } });
}
