/** The inbox's languages and catalogs: which one a staff member reads, loaded on demand. */
import { i18n, type Messages } from "@lingui/core";
import { type AgencyLocale, agencyLocales, toAgencyLocale } from "../contract/locales.ts";

/** The inbox speaks the agency's two languages. */
export type StaffLocale = AgencyLocale;
export const staffLocales: readonly StaffLocale[] = agencyLocales;

const STORAGE_KEY = "agency-staff-locale";

// The inbox's own texts, the contract's field and option labels (the `labels` catalog), and
// the Worker's catalog for what the mails already say the same way (sources, languages).
const catalogs: Record<StaffLocale, () => Promise<Messages>> = {
  en: async () => ({
    ...(await import("../locales/en/worker.ts")).messages,
    ...(await import("../locales/en/labels.ts")).messages,
    ...(await import("../locales/en/staff.ts")).messages,
  }),
  de: async () => ({
    ...(await import("../locales/de/worker.ts")).messages,
    ...(await import("../locales/de/labels.ts")).messages,
    ...(await import("../locales/de/staff.ts")).messages,
  }),
};

/** The language chosen on this browser, else the agency's. */
export function preferredLocale(agencyLocale: string): StaffLocale {
  const stored = localStorage.getItem(STORAGE_KEY) ?? "";
  return toAgencyLocale(staffLocales.some((locale) => locale === stored) ? stored : agencyLocale);
}

/** Loads the language's messages and switches the inbox to it; remembered on this browser when `remember`. */
export async function activate(locale: StaffLocale, remember = false): Promise<void> {
  i18n.load(locale, await catalogs[locale]());
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (remember) localStorage.setItem(STORAGE_KEY, locale);
}

export { i18n };
