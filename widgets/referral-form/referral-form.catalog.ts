/**
 * The referral form's own texts and its fields' labels, beside the shared widget texts.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "../lib/i18n/catalogs.ts";

export const referralCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/referral-form.ts"),
  de: () => import("../../locales/de/referral-form.ts"),
  fr: () => import("../../locales/fr/referral-form.ts"),
  it: () => import("../../locales/it/referral-form.ts"),
  es: () => import("../../locales/es/referral-form.ts"),
};
