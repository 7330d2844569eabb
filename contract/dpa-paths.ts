import type { AgencyLocale } from "./options.ts";

/**
 * Where the build writes the data processing agreement (scripts/dpa.ts), the page for IT and
 * procurement links it and the mails link it: one file per site language, under the name a
 * buyer's filing expects. In the contract, so the Worker's mails read it without site code.
 */
export const dpaPaths: Readonly<Record<AgencyLocale, string>> = {
  en: "/downloads/data-processing-agreement.pdf",
  de: "/downloads/auftragsverarbeitungsvertrag.pdf",
};
