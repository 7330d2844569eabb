import type { WidgetCatalog } from "../lib/catalogs.ts";

/**
 * The texts the questionnaire's lazy boundary brings, one chunk per language: the outcomes
 * both forms show (field errors, failures) and what only the questionnaire's views behind
 * that boundary show (the summary, the success, a failure's title; catalog
 * `questionnaire-later`), put together by scripts/form-catalogs.ts. The form's first use
 * does not download them. A map apart from questionnaire.texts.ts: beside it, the bundler
 * splits a chunk more off the form's first use.
 */
export const laterCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/outcomes-form.ts"),
  de: () => import("../../locales/de/outcomes-form.ts"),
  fr: () => import("../../locales/fr/outcomes-form.ts"),
  it: () => import("../../locales/it/outcomes-form.ts"),
  es: () => import("../../locales/es/outcomes-form.ts"),
};
