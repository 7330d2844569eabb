/**
 * The texts behind the questionnaire's lazy boundary (outcomes, summary, success): not on the
 * form's first use. Apart from questionnaire.catalog.ts, else the bundler splits off one chunk more.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "../lib/i18n/catalogs.ts";

export const laterCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/outcomes-form.ts"),
  de: () => import("../../locales/de/outcomes-form.ts"),
  fr: () => import("../../locales/fr/outcomes-form.ts"),
  it: () => import("../../locales/it/outcomes-form.ts"),
  es: () => import("../../locales/es/outcomes-form.ts"),
};
