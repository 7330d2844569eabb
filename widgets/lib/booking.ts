import { prefilledBookingUrl } from "../../contract/company.ts";

/**
 * The booking page with the visitor's name and e-mail prefilled (Cal.com reads `name`
 * and `email`). The configured URL may already carry a query or a fragment; both stay.
 *
 * @example
 * bookingUrl("https://cal.com/agency/intro?month=2026-05", { name: "Anna Huber", email: "anna@acme.at" })
 * // -> "https://cal.com/agency/intro?month=2026-05&name=Anna+Huber&email=anna%40acme.at"
 */
export function bookingUrl(calendarUrl: string, { name, email }: { name?: string; email?: string }): string {
  // A relative calendar-url is relative to the page the widget is on. Only these two go
  // into the URL, whatever else the stored lead holds.
  return prefilledBookingUrl(calendarUrl, { name, email }, document.baseURI);
}
