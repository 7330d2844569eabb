/**
 * The banner's own texts (catalog `consent`), loaded beside nothing else: the banner stays small.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "../lib/i18n/catalogs.ts";

export const consentCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/consent.ts"),
  de: () => import("../../locales/de/consent.ts"),
  fr: () => import("../../locales/fr/consent.ts"),
  it: () => import("../../locales/it/consent.ts"),
  es: () => import("../../locales/es/consent.ts"),
};
