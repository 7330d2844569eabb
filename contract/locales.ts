/** The agency's five languages, all spoken by the kit; the site's pages speak en and de (site/i18n.ts). */
export const locales = ["en", "de", "fr", "it", "es"] as const;
export type Locale = (typeof locales)[number];

/** Whether `code` is exactly one of the five, as stored with a lead. */
export function isLocale(code: unknown): code is Locale {
  return (locales as readonly unknown[]).includes(code);
}

/**
 * Any language tag to one of the five by its primary subtag; anything else is English.
 *
 * @example toLocale("fr-CH") // "fr"
 * @example toLocale("pt-BR") // "en"
 */
export function toLocale(tag: string | null | undefined): Locale {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (locales as readonly string[]).includes(primary ?? "") ? (primary as Locale) : "en";
}

/** The agency's own working languages: staff mails and the staff CLI speak one of these. */
export const agencyLocales = ["en", "de"] as const;
export type AgencyLocale = (typeof agencyLocales)[number];

/** `value` as a language (case and spaces ignored); anything else is German, the agency's first, so all readers agree. */
export function toAgencyLocale(value: unknown): AgencyLocale {
  const locale = String(value ?? "")
    .trim()
    .toLowerCase();
  return locale === "en" ? "en" : "de";
}
