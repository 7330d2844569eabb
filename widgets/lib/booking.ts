/**
 * The booking page with the visitor's name and e-mail prefilled (Cal.com reads `name`
 * and `email`). The configured URL may already carry a query or a fragment; both stay.
 *
 * @example
 * bookingUrl("https://cal.com/agency/intro?month=2026-05", { name: "Anna Huber", email: "anna@acme.at" })
 * // -> "https://cal.com/agency/intro?month=2026-05&name=Anna+Huber&email=anna%40acme.at"
 */
export function bookingUrl(calendarUrl: string, prefill: { name?: string; email?: string }): string {
  let url: URL;
  try {
    url = new URL(calendarUrl, document.baseURI);
  } catch {
    return calendarUrl;
  }
  for (const [key, value] of Object.entries(prefill)) {
    if (value?.trim()) url.searchParams.set(key, value.trim());
  }
  return url.href;
}
