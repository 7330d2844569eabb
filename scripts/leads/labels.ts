/** The questionnaire's option labels for staff: the contract's, the ones the form and the mails show. */
import { type I18n, setupI18n } from "@lingui/core";
import { type OptionField, optionLabel } from "../../contract/option-labels.ts";
import type { AgencyLocale } from "../../contract/options.ts";
import type { Row } from "./d1.ts";

/** The lead columns that hold a questionnaire choice, and the choice each holds. */
export const optionColumns: Readonly<Record<string, OptionField>> = {
  project_type: "projectType",
  project_timeline: "projectTimeline",
  company_size: "companySize",
};

// English is the labels' source text, so it needs no compiled catalog (the CLI works on a
// fresh checkout); German reads the mails' compiled catalog, which holds every option label.
const catalogs: Record<AgencyLocale, () => Promise<I18n>> = {
  en: async () => setupI18n({ locale: "en", messages: { en: {} } }),
  de: async () => setupI18n({ locale: "de", messages: { de: (await import("../../locales/de/worker.ts")).messages } }),
};

/**
 * A function that gives the label of a stored choice in `locale`, or undefined for a
 * column that holds no choice. German needs the compiled catalogs (`npm run i18n:compile`).
 *
 * @example (await optionLabeller("de"))("company_size", "501+") // "Mehr als 500 Mitarbeitende"
 */
export async function optionLabeller(locale: AgencyLocale): Promise<(column: string, value: string) => string | undefined> {
  const i18n = await catalogs[locale]();
  return (column, value) => {
    const field = Object.hasOwn(optionColumns, column) ? optionColumns[column] : undefined;
    return field ? optionLabel(i18n, field, value) : undefined;
  };
}

/** The row with each stored choice followed by its label, `mvp (MVP development)`, for reading. */
export function withOptionLabels(row: Row, label: (column: string, value: string) => string | undefined): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const text = typeof value === "string" ? label(column, value) : undefined;
      return [column, text && text !== value ? `${value} (${text})` : value];
    }),
  );
}
