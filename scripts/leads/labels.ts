/** The contract's field and option labels for staff: the ones the forms and the mails show. */
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { staffColumnLabels } from "../../contract/lead/columns/labels.ts";
import { columnText } from "../../contract/lead/columns/text.ts";
import type { AgencyLocale } from "../../contract/locales.ts";

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
  /** A stored value as staff read it (its source, a reply language, a reward, a choice, a flag), or undefined for a column whose values read as stored. */
  value(column: string, value: unknown): string | undefined;
  /** The label of the field a column of `table` holds (or its language or source), else undefined. */
  field(table: keyof typeof staffColumnLabels, column: string): string | undefined;
}

/**
 * The labels in `locale`, with `siteOrigins` read as our own website. German needs the
 * compiled catalogs (`npm run i18n:compile`).
 *
 * @example (await labeller("de")).value("company_size", "501+") // "Mehr als 500 Mitarbeitende"
 */
export async function labeller(locale: AgencyLocale, siteOrigins: ReadonlySet<string> = new Set()): Promise<Labeller> {
  const i18n = await catalogs[locale]();
  return {
    i18n,
    value: (column, value) => columnText(i18n, column, { [column]: value }, { locale, siteOrigins }),
    field(table, column) {
      const labels: Readonly<Record<string, MessageDescriptor>> = staffColumnLabels[table];
      return Object.hasOwn(labels, column) ? i18n._(labels[column]!) : undefined;
    },
  };
}
