import type { Locale } from "../i18n.ts";

/**
 * Where the build writes the data processing agreement (scripts/dpa.ts) and the page for IT
 * and procurement links it: one file per language, under the name a buyer's filing expects.
 */
export const dpaPaths: Readonly<Record<Locale, string>> = {
  en: "/downloads/data-processing-agreement.pdf",
  de: "/downloads/auftragsverarbeitungsvertrag.pdf",
};
