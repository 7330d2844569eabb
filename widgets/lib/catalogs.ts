/**
 * How the widgets load their texts: one lazily imported chunk per language and catalog
 * (the loaders are generated, `*.catalog.ts`), fetched once per page, and what each
 * instance speaks after a switch of language.
 */
import type { I18n, Messages } from "@lingui/core";
import type { WidgetLocale } from "./locale.ts";

/**
 * A catalog of widget texts: one lazily imported chunk per language, so a visitor
 * downloads only the language the widget speaks, and only the catalogs the widgets on the
 * page use (the cookie banner never fetches the forms' texts). Keyed by every language of
 * contract/locales.ts, so a language added there fails the typecheck at each catalog's map
 * until it names that language's chunk: each import stays a literal path, which is what
 * gives every language a chunk of its own.
 */
export type WidgetCatalog = Record<WidgetLocale, () => Promise<{ messages: Messages }>>;

/** Each language's import of each catalog, keyed by that import function: one fetch per page. */
const loaded = new WeakMap<WidgetCatalog[WidgetLocale], Promise<Messages>>();

/** A catalog's messages in one language, fetched once per page (a failed fetch is retried next time). */
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
 * The catalogs each instance took on after its first render (`addCatalog` in ./i18n.ts),
 * which every later language switch loads too. Only the map is here: the banner, which
 * loads this module, takes on none.
 */
export const addedCatalogs = new WeakMap<I18n, WidgetCatalog[]>();

/** Switches `i18n` to `locale` once every catalog's texts in it are there; components re-render. */
export async function activateCatalogs(i18n: I18n, locale: WidgetLocale, catalogs: readonly WidgetCatalog[]): Promise<void> {
  const parts = await Promise.all(catalogs.map((catalog) => loadCatalog(catalog, locale)));
  // Read once those are there: a catalog taken on meanwhile comes in this language too.
  const added = await Promise.all((addedCatalogs.get(i18n) ?? []).map((catalog) => loadCatalog(catalog, locale)));
  i18n.load(locale, Object.assign({}, ...parts, ...added));
  i18n.activate(locale);
}
