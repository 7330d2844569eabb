/** The contract's field and option labels for staff: the ones the forms and the mails show. */
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { metaColumnLabels } from "../../contract/field-labels.ts";
import { columnChoiceLabel, columnFlagLabel, columnLabels } from "../../contract/lead-columns.ts";
import { isLocale } from "../../contract/locales.ts";
import type { AgencyLocale } from "../../contract/options.ts";
import { languageLabels } from "../../contract/staff-words.ts";
import type { Row } from "./d1.ts";

// English is the labels' source text, so it needs no compiled catalog (the CLI works on a
// fresh checkout); German reads the compiled labels catalog the forms and mails share.
const catalogs: Record<AgencyLocale, () => Promise<I18n>> = {
  en: async () => setupI18n({ locale: "en", messages: { en: {} } }),
  de: async () => setupI18n({ locale: "de", messages: { de: (await import("../../locales/de/labels.ts")).messages } }),
};

/** What staff read for stored rows in one language: fields by their label, choices by theirs. */
export interface Labeller {
  /** The catalog itself, for the contract's label helpers. */
  i18n: I18n;
  /** The label of a stored choice (a reply language is one too), or undefined for a column that holds no choice. */
  option(column: string, value: string): string | undefined;
  /** A stored flag as yes or no, or undefined for a column that holds no flag. */
  flag(column: string, value: unknown): string | undefined;
  /** The label of the field a column of `table` holds (or its language or source), else undefined. */
  field(table: keyof typeof columnLabels, column: string): string | undefined;
}

/**
 * The labels in `locale`. German needs the compiled catalogs (`npm run i18n:compile`).
 *
 * @example (await labeller("de")).option("company_size", "501+") // "Mehr als 500 Mitarbeitende"
 */
export async function labeller(locale: AgencyLocale): Promise<Labeller> {
  const i18n = await catalogs[locale]();
  return {
    i18n,
    option(column, value) {
      // The language by its name, as the inbox and the agency's mail give it.
      if (column === "locale") return isLocale(value) ? i18n._(languageLabels[value]) : undefined;
      return columnChoiceLabel(i18n, column, value);
    },
    flag: (column, value) => columnFlagLabel(i18n, column, value),
    field(table, column) {
      const labels: Readonly<Record<string, MessageDescriptor>> = { ...columnLabels[table], ...metaColumnLabels };
      return Object.hasOwn(labels, column) ? i18n._(labels[column]!) : undefined;
    },
  };
}

/**
 * The row for reading: each stored choice followed by its label, `mvp (MVP development)`,
 * each flag as yes or no.
 */
export function withValueLabels(row: Row, labels: Pick<Labeller, "option" | "flag">): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const flag = labels.flag(column, value);
      if (flag !== undefined && value !== null) return [column, flag];
      const text = typeof value === "string" ? labels.option(column, value) : undefined;
      return [column, text && text !== value ? `${value} (${text})` : value];
    }),
  );
}
