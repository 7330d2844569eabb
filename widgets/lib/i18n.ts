/**
 * Each widget's own i18n instance: the shared texts and its own catalog loaded before it
 * speaks, and catalogs its lazy boundary adds later.
 */
import { type I18n, setupI18n } from "@lingui/core";
import { activateCatalogs, addedCatalogs, loadCatalog, type WidgetCatalog } from "./catalogs.ts";
import type { WidgetLocale } from "./locale.ts";
import { widgetCatalog } from "./widget-catalog.ts";

export type { WidgetCatalog } from "./catalogs.ts";
export { resolveLocale, toWidgetLocale, type WidgetLocale, widgetLocales } from "./locale.ts";

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
