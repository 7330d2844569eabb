import type { AgencyLocale } from "../locales.ts";

/** The documents the page for IT and procurement offers as PDFs. */
export type DocumentId = "dpa" | "measures" | "subprocessors";

/** The DPA documents' paths per site language (written by scripts/dpa.ts). Here so the Worker's mails need no site code. */
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
