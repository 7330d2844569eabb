/**
 * Per-widget Lingui instances: created with the shared texts and the widget's own catalog,
 * extended later by catalogs a lazy chunk adds.
 *
 * i18n/ holds the kit's languages and texts: which language a widget speaks (locale.ts,
 * which the loader reads without any text), how catalogs load (catalogs.ts), the generated
 * shared catalogs (widget-catalog.ts, outcome-catalog.ts) and these instances.
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
 * Adds `catalog` to `i18n`, in its current language and every language it switches to
 * later: for texts shown only by code loaded after the first render (a form's lazy chunk).
 */
export async function addCatalog(i18n: I18n, catalog: WidgetCatalog): Promise<void> {
  addedCatalogs.set(i18n, [...(addedCatalogs.get(i18n) ?? []), catalog]);
  let locale: string | undefined;
  // A loop: the language may switch while the catalog loads, and it must end up in the current one.
  while (i18n.locale && i18n.locale !== locale) {
    locale = i18n.locale;
    i18n.load(locale, await loadCatalog(catalog, locale as WidgetLocale));
  }
}
