import type { Locale } from "../locales.ts";

/**
 * The questionnaire's choices, in the order the form offers them; `""` means "not answered"
 * (every choice is optional). Their labels are in ./option-labels.ts.
 */
export const projectTypes = ["mvp", "frontend", "internal", "prototype", "landing", "other"] as const;
export const projectTimelines = ["immediate", "1month", "3months", "future"] as const;
export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501+"] as const;
/** How the mails address the person: "" greets them by their full name. */
export const salutations = ["ms", "mr"] as const;
/** What a buyer wants first: the call, references, the DPA or a rough estimate. */
export const firstNeeds = ["call", "references", "dpa", "estimate"] as const;

export type ProjectType = (typeof projectTypes)[number];
export type ProjectTimeline = (typeof projectTimelines)[number];
export type CompanySize = (typeof companySizes)[number];
export type Salutation = (typeof salutations)[number];
export type FirstNeed = (typeof firstNeeds)[number];

/** The agency's own working languages: staff mails and the staff CLI speak one of these. */
export const agencyLocales = ["en", "de"] as const;
export type AgencyLocale = (typeof agencyLocales)[number];

/**
 * `value` as one of the agency's languages (case and spaces ignored); anything else, empty
 * included, is German: the language the agency set out with, so the Worker's mails, the
 * staff inbox and the CLI agree when the setting is missing or mistyped.
 */
export function toAgencyLocale(value: unknown): AgencyLocale {
  const locale = String(value ?? "")
    .trim()
    .toLowerCase();
  return locale === "en" ? "en" : "de";
}

/**
 * The tag `Intl` formats dates, numbers and money with in each language: Vienna's German,
 * British English (day before month), and the three languages as spoken in their own country.
 */
export const intlTags: Readonly<Record<Locale, string>> = { en: "en-GB", de: "de-AT", fr: "fr-FR", it: "it-IT", es: "es-ES" };
