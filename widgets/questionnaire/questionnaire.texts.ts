import type { WidgetCatalog } from "../lib/catalogs.ts";

/**
 * The questionnaire's own texts (catalog `questionnaire`: its steps, fields, choices and
 * confirmations), loaded beside the shared widget texts; the referral form never downloads
 * them.
 */
export const questionnaireCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/questionnaire.ts"),
  de: () => import("../../locales/de/questionnaire.ts"),
  fr: () => import("../../locales/fr/questionnaire.ts"),
  it: () => import("../../locales/it/questionnaire.ts"),
  es: () => import("../../locales/es/questionnaire.ts"),
};
