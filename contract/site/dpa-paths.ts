import type { AgencyLocale } from "../locales.ts";

/** The documents the page for IT and procurement offers as PDFs. */
export type DocumentId = "dpa" | "measures" | "subprocessors";

/**
 * Where the build writes the documents (scripts/dpa.ts), the page for IT and procurement
 * links them and the mails link the agreement: one file per site language, under the name a
 * buyer's filing expects. In the contract, so the Worker's mails read it without site code.
 */
export const documentPaths: Readonly<Record<AgencyLocale, Readonly<Record<DocumentId, string>>>> = {
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
export const dpaPaths: Readonly<Record<AgencyLocale, string>> = { en: documentPaths.en.dpa, de: documentPaths.de.dpa };
