/** Times on the agency's clock, written the way the staff member's language writes them. */
import { AGENCY_TIME_ZONE } from "../contract/company.ts";

export function dateTime(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === "de" ? "de-AT" : "en-GB", {
    timeZone: AGENCY_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

/** An ISO day (`2026-12-01`) in the language's long form, without shifting it across time zones. */
export function day(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === "de" ? "de-AT" : "en-GB", { timeZone: "UTC", dateStyle: "medium" }).format(date);
}
