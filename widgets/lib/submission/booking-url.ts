/**
 * Builds the booking page URL for a stored lead.
 */
import { AGENCY_CALENDAR_URL, prefilledBookingUrl } from "../../../contract/booking/url.ts";

/**
 * Returns `calendarUrl` (default: the agency's booking page) with `name` and `email`
 * prefilled and the lead's id added (Cal.com: `metadata[lead]` and `metadata[token]`;
 * otherwise the parameter `lead.param`, if any). An existing query or fragment is kept.
 *
 * @example
 * bookingUrl("https://cal.com/agency/intro?month=2026-05", { name: "Anna Huber", email: "anna@acme.at" }, { id: "a1" })
 * // -> "https://cal.com/agency/intro?month=2026-05&name=Anna+Huber&email=anna%40acme.at&metadata%5Blead%5D=a1"
 */
export function bookingUrl(
  calendarUrl: string | undefined,
  { name, email }: { name?: string; email?: string },
  lead?: { id: string; param?: string; token?: string },
): string {
  // A relative calendar-url resolves against the partner page, not the script's origin.
  return prefilledBookingUrl(calendarUrl || AGENCY_CALENDAR_URL, { name, email }, document.baseURI, lead);
}
