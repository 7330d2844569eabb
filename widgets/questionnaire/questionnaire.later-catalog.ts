/**
 * The texts the questionnaire's lazy boundary brings: the outcomes both forms show (field
 * errors, failures) and what only the questionnaire's views behind that boundary show (the
 * summary, the success, a failure's title; catalog `questionnaire-later`), joined by
 * scripts/form-catalogs.ts. The form's first use does not download them. A module apart
 * from questionnaire.catalog.ts: beside it, the bundler splits a chunk more off the form's first use.
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
