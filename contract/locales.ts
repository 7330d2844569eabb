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
