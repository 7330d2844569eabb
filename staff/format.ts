/** Times on the agency's clock, written the way the staff member's language writes them. */
import { AGENCY_TIME_ZONE } from "../contract/company.ts";

// Office staff read and type days as TT.MM.JJJJ; a month name in a list column is slower to scan.
const NUMERIC_DAY = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

/** The language tag date inputs and the document carry, so the browser writes days the same way. */
export function dateLang(locale: string): string {
  return locale === "de" ? "de-AT" : "en-GB";
}

export function dateTime(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === "de" ? "de-AT" : "en-GB", {
    timeZone: AGENCY_TIME_ZONE,
    ...NUMERIC_DAY,
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

/** An ISO day (`2026-12-01`) in the language's numeric form, without shifting it across time zones. */
export function day(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === "de" ? "de-AT" : "en-GB", { timeZone: "UTC", ...NUMERIC_DAY }).format(date);
}
