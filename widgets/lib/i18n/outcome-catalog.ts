/**
 * Field errors and failed submissions: brought by a form's lazy boundary, not its first use.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "./catalogs.ts";

export const outcomeCatalog: WidgetCatalog = {
  en: () => import("../../../locales/en/outcomes.ts"),
  de: () => import("../../../locales/de/outcomes.ts"),
  fr: () => import("../../../locales/fr/outcomes.ts"),
  it: () => import("../../../locales/it/outcomes.ts"),
  es: () => import("../../../locales/es/outcomes.ts"),
};
