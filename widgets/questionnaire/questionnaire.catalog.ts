/**
 * The questionnaire's own texts and its fields' labels, beside the shared widget texts; the
 * referral form never downloads them.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "../lib/i18n/catalogs.ts";

export const questionnaireCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/questionnaire-form.ts"),
  de: () => import("../../locales/de/questionnaire-form.ts"),
  fr: () => import("../../locales/fr/questionnaire-form.ts"),
  it: () => import("../../locales/it/questionnaire-form.ts"),
  es: () => import("../../locales/es/questionnaire-form.ts"),
};
