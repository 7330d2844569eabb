/**
 * The agency's five languages: the kit (widgets, mails, privacy policy) speaks all of them;
 * the site's own pages speak English and German (site/i18n.ts).
 */
export const locales = ["en", "de", "fr", "it", "es"] as const;
export type Locale = (typeof locales)[number];

/** Whether `code` is exactly one of the five, as stored with a lead. */
export function isLocale(code: unknown): code is Locale {
  return (locales as readonly unknown[]).includes(code);
}

/**
 * Maps any language tag to one of the five: its primary subtag decides, so regional tags
 * (`fr-CH`, `de-AT`, `es-419`, `pt_BR`) speak their language; anything else is English.
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
