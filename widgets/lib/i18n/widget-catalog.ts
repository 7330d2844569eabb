/**
 * The texts the forms and the toasts share (catalog `widgets`). Not part of the runtime: a
 * page with only the cookie banner never references them.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "./catalogs.ts";

export const widgetCatalog: WidgetCatalog = {
  en: () => import("../../../locales/en/widgets.ts"),
  de: () => import("../../../locales/de/widgets.ts"),
  fr: () => import("../../../locales/fr/widgets.ts"),
  it: () => import("../../../locales/it/widgets.ts"),
  es: () => import("../../../locales/es/widgets.ts"),
};
