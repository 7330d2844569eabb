import type { WidgetCatalog } from "./catalogs.ts";

/**
 * The texts of a form's field errors and failed submissions (catalog `outcomes`), one chunk
 * per language: only what a form's lazy boundary runs shows them, so the boundary brings
 * them (`addCatalog`) and a form's first use does not download them.
 */
export const outcomeCatalog: WidgetCatalog = {
  en: () => import("../../locales/en/outcomes.ts"),
  de: () => import("../../locales/de/outcomes.ts"),
  fr: () => import("../../locales/fr/outcomes.ts"),
  it: () => import("../../locales/it/outcomes.ts"),
  es: () => import("../../locales/es/outcomes.ts"),
};
