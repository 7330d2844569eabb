import type { WidgetCatalog } from "../lib/catalogs.ts";

/** The referral form's own texts (catalog `referral`), loaded beside the shared widget texts. */
export const referralCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/referral.ts"),
  de: () => import("../../locales/de/referral.ts"),
  fr: () => import("../../locales/fr/referral.ts"),
  it: () => import("../../locales/it/referral.ts"),
  es: () => import("../../locales/es/referral.ts"),
};
