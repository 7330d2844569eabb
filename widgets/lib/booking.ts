/**
 * The booking page's address with the visitor's details and the stored lead's id.
 */
import { AGENCY_CALENDAR_URL, prefilledBookingUrl } from "../../contract/booking/url.ts";

/**
 * The booking page with the visitor's name and e-mail prefilled (Cal.com reads `name`
 * and `email`) and the stored lead's id (Cal.com: `metadata[lead]`, with its booking token
 * as `metadata[token]`; another provider: the parameter named by `leadParam`, none without one). The configured URL may already
 * carry a query or a fragment; both stay. Without one (an element with no `calendar-url`), the agency's booking page.
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
  // A relative calendar-url is relative to the page the widget is on. Only these go into
  // the URL, whatever else the stored lead holds.
  return prefilledBookingUrl(calendarUrl || AGENCY_CALENDAR_URL, { name, email }, document.baseURI, lead);
}
