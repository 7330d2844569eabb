import type { WidgetCatalog } from "../lib/catalogs.ts";

/**
 * The referral form's texts, loaded beside the shared widget texts: its own (catalog
 * `referral`) and its fields' labels from the `labels` catalog, in one chunk per language
 * (scripts/form-catalogs.ts).
 */
export const referralCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/referral-form.ts"),
  de: () => import("../../locales/de/referral-form.ts"),
  fr: () => import("../../locales/fr/referral-form.ts"),
  it: () => import("../../locales/it/referral-form.ts"),
  es: () => import("../../locales/es/referral-form.ts"),
};
