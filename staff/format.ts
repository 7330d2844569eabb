/** Times on the agency's clock, written the way the staff member's language writes them. */
import { agencyDate, agencyTimestamp } from "../contract/agency-time.ts";
import { intlTags } from "../contract/intl-tags.ts";
import { toAgencyLocale as agencyLocale } from "../contract/locales.ts";
import { AGENCY_TIME_ZONE } from "../contract/site/company.ts";
import { onAgencyClock } from "../contract/time-zone-name.ts";

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

/** A call's start with its weekday and zone (`Di., 1.12., 10:00 (Mitteleuropäische Zeit)`): staff plan by the weekday. */
export function callTime(iso: string, locale: string): string {
  const tag = dateLang(locale);
  const options = { weekday: "short", day: "numeric", month: "numeric", hour: "2-digit", minute: "2-digit" } as const;
  const when = new Intl.DateTimeFormat(tag, { ...options, timeZone: AGENCY_TIME_ZONE }).format(new Date(iso));
  return onAgencyClock(when, tag);
}
