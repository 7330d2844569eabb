import type { WidgetCatalog } from "../lib/catalogs.ts";

/**
 * The questionnaire's texts, loaded beside the shared widget texts: its own (catalog
 * `questionnaire`: steps, hints, confirmations) and its fields' and choices' labels from the
 * `labels` catalog, in one chunk per language (scripts/form-catalogs.ts). The referral form
 * never downloads them.
 */
export const questionnaireCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/questionnaire-form.ts"),
  de: () => import("../../locales/de/questionnaire-form.ts"),
  fr: () => import("../../locales/fr/questionnaire-form.ts"),
  it: () => import("../../locales/it/questionnaire-form.ts"),
  es: () => import("../../locales/es/questionnaire-form.ts"),
};

/**
 * The texts the questionnaire's lazy boundary brings, one chunk per language: the outcomes
 * both forms show (field errors, failures) and what only the questionnaire's views behind
 * that boundary show (the summary, the success, a failure's title; catalog
 * `questionnaire-later`), put together by scripts/form-catalogs.ts. The form's first use
 * does not download them.
 */
export const laterCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/outcomes-form.ts"),
  de: () => import("../../locales/de/outcomes-form.ts"),
  fr: () => import("../../locales/fr/outcomes-form.ts"),
  it: () => import("../../locales/it/outcomes-form.ts"),
  es: () => import("../../locales/es/outcomes-form.ts"),
};
