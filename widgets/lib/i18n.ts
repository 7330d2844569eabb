import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { WidgetLocale } from "./locale.ts";

export { resolveLocale, toWidgetLocale, type WidgetLocale, widgetLocales } from "./locale.ts";

/**
 * The compiled widget catalogs, one chunk per language: a visitor downloads only the
 * texts of the language the widget speaks (the questionnaire's budget is 30 KB), and a
 * live switch of `lang` fetches the other one once.
 */
const catalogs: Record<WidgetLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/widgets.ts"),
  de: () => import("../../locales/de/widgets.ts"),
  fr: () => import("../../locales/fr/widgets.ts"),
  it: () => import("../../locales/it/widgets.ts"),
  es: () => import("../../locales/es/widgets.ts"),
};
const loaded = new Map<WidgetLocale, Promise<Messages>>();

export function loadWidgetMessages(locale: WidgetLocale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = catalogs[locale]().then((m) => m.messages);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

/**
 * A widget's own catalog beside the shared one (e.g. the referral form's texts), one
 * lazily imported chunk per language, so other widgets never download it.
 */
export type WidgetCatalog = Record<WidgetLocale, () => Promise<{ messages: Messages }>>;

/**
 * One i18n instance per widget, so two elements on a page can speak different languages.
 * Resolves once the locale's catalogs are there.
 */
export async function createWidgetI18n(locale: WidgetLocale, own?: WidgetCatalog): Promise<I18n> {
  const i18n = setupI18n();
  await activateWidgetLocale(i18n, locale, own);
  return i18n;
}

/** Switches a widget's i18n to `locale` (loading its catalogs first); components re-render. */
export async function activateWidgetLocale(i18n: I18n, locale: WidgetLocale, own?: WidgetCatalog, shared = true): Promise<void> {
  const [messages, extra] = await Promise.all([
    shared ? loadWidgetMessages(locale) : Promise.resolve({}),
    own?.[locale]().then((m) => m.messages),
  ]);
  i18n.load(locale, extra ? { ...messages, ...extra } : messages);
  i18n.activate(locale);
}
