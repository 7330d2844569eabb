/** Times on the agency's clock, written the way the staff member's language writes them. */
import { agencyDate, agencyTimestamp } from "../contract/agency-time.ts";
import { intlTags } from "../contract/intl-tags.ts";
import { toAgencyLocale as agencyLocale } from "../contract/locales.ts";

/** The language tag date inputs and the document carry, so the browser writes days the same way. */
export function dateLang(locale: string): string {
  return intlTags[agencyLocale(locale)];
}

/**
 * A stored timestamp in the one form the CLI and the export write too (`2026-05-04 10:30`, in
 * German `04.05.2026 10:30`), so a time staff read in the inbox is the one they find there.
 */
export function dateTime(value: string | null | undefined, locale: string): string {
  return agencyTimestamp(value, { locale: agencyLocale(locale) });
}

/** An ISO day (`2026-12-01`) as the CLI and the export write it (German `01.12.2026`), never shifted across time zones. */
export function day(value: string | null | undefined, locale: string): string {
  return value ? agencyDate(value, agencyLocale(locale)) : "";
}
