import { type I18n, setupI18n } from "@lingui/core";
import { activateCatalogs, addedCatalogs, loadCatalog, type WidgetCatalog } from "./catalogs.ts";
import type { WidgetLocale } from "./locale.ts";

export type { WidgetCatalog } from "./catalogs.ts";
export { resolveLocale, toWidgetLocale, type WidgetLocale, widgetLocales } from "./locale.ts";

/**
 * The texts the forms and the toasts share (catalog `widgets`), one chunk per language.
 * Not part of the runtime: a page with only the cookie banner never references them.
 */
export const widgetCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/widgets.ts"),
  de: () => import("../../locales/de/widgets.ts"),
  fr: () => import("../../locales/fr/widgets.ts"),
  it: () => import("../../locales/it/widgets.ts"),
  es: () => import("../../locales/es/widgets.ts"),
};

/**
 * One i18n instance per widget, so two elements on a page can speak different languages.
 * Resolves once the locale's shared texts (and `own`, a widget's own catalog) are there.
 */
export async function createWidgetI18n(locale: WidgetLocale, own?: WidgetCatalog): Promise<I18n> {
  const i18n = setupI18n();
  await activateWidgetLocale(i18n, locale, own);
  return i18n;
}

/** Switches a widget's i18n to `locale` (loading the shared texts and `own` first); components re-render. */
export function activateWidgetLocale(i18n: I18n, locale: WidgetLocale, own?: WidgetCatalog): Promise<void> {
  return activateCatalogs(i18n, locale, own ? [widgetCatalog, own] : [widgetCatalog]);
}

/**
 * Adds `catalog` to what `i18n` speaks, in its current language and in every language it
 * switches to later: for texts that only code loaded after the first render shows (a
 * form's field errors and failures, which its lazy boundary brings).
 */
export async function addCatalog(i18n: I18n, catalog: WidgetCatalog): Promise<void> {
  addedCatalogs.set(i18n, [...(addedCatalogs.get(i18n) ?? []), catalog]);
  let locale: string | undefined;
  // Until it is loaded in the language the instance speaks by then (a switch may happen meanwhile).
  while (i18n.locale && i18n.locale !== locale) {
    locale = i18n.locale;
    i18n.load(locale, await loadCatalog(catalog, locale as WidgetLocale));
  }
}
