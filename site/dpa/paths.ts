import type { Locale } from "../i18n.ts";

/** The documents the page for IT and procurement offers as PDFs. */
export type DocumentId = "dpa" | "measures" | "subprocessors";

/**
 * Where the build writes the documents (scripts/dpa.ts) and the page for IT and procurement
 * links them: one file per language, under the name a buyer's filing expects.
 */
export const documentPaths: Readonly<Record<Locale, Readonly<Record<DocumentId, string>>>> = {
  en: {
    dpa: "/downloads/data-processing-agreement.pdf",
    measures: "/downloads/technical-and-organisational-measures.pdf",
    subprocessors: "/downloads/sub-processors.pdf",
  },
  de: {
    dpa: "/downloads/auftragsverarbeitungsvertrag.pdf",
    measures: "/downloads/technische-und-organisatorische-massnahmen.pdf",
    subprocessors: "/downloads/unterauftragsverarbeiter.pdf",
  },
};

/** The data processing agreement alone, as the mails link it. */
export const dpaPaths: Readonly<Record<Locale, string>> = { en: documentPaths.en.dpa, de: documentPaths.de.dpa };
