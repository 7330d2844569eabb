/**
 * Loads the widgets' text catalogs: one lazy chunk per language and catalog (loaders are
 * generated into `*.catalog.ts`), fetched once per page.
 */
import type { I18n, Messages } from "@lingui/core";
import type { WidgetLocale } from "./locale.ts";

/**
 * A catalog: one lazy import per language. Keyed by every locale so that a new language fails
 * the typecheck until each catalog names its chunk; each import must stay a literal path for
 * the bundler to give the language a chunk of its own.
 */
export type WidgetCatalog = Record<WidgetLocale, () => Promise<{ messages: Messages }>>;

/** Messages by import function, so each chunk is fetched once per page. */
const loaded = new WeakMap<WidgetCatalog[WidgetLocale], Promise<Messages>>();

/** Returns a catalog's messages in `locale`; a failed fetch is not cached, so the next call retries. */
export function loadCatalog(catalog: WidgetCatalog, locale: WidgetLocale): Promise<Messages> {
  const load = catalog[locale];
  let messages = loaded.get(load);
  if (!messages) {
    messages = load().then((m) => m.messages);
    loaded.set(load, messages);
    messages.catch(() => loaded.delete(load));
  }
  return messages;
}

/**
 * Catalogs added to an instance after its first render (`addCatalog` in ./i18n.ts); every
 * later language switch loads them too. Only the map lives here, so the banner, which never
 * adds catalogs, does not bundle `addCatalog`.
 */
export const addedCatalogs = new WeakMap<I18n, WidgetCatalog[]>();

/** Switches `i18n` to `locale` once every catalog's texts in it are there; components re-render. */
export async function activateCatalogs(i18n: I18n, locale: WidgetLocale, catalogs: readonly WidgetCatalog[]): Promise<void> {
  const parts = await Promise.all(catalogs.map((catalog) => loadCatalog(catalog, locale)));
  // Read only now: a catalog added while the others loaded must come in this language too.
  const added = await Promise.all((addedCatalogs.get(i18n) ?? []).map((catalog) => loadCatalog(catalog, locale)));
  i18n.load(locale, Object.assign({}, ...parts, ...added));
  i18n.activate(locale);
}
