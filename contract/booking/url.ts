/** The booking page and its prefilled links, apart from ../site/company.ts because a form's lazy boundary needs only these. */

/** The agency's booking page, for an element without a `calendar-url`. */
export const AGENCY_CALENDAR_URL = "https://cal.com/example-agency/consultation";

/** The query parameter Cal.com keeps with a booking (and sends back in its webhooks' `metadata`). */
export const CALCOM_LEAD_PARAM = "metadata[lead]";
/** Beside it, the lead's booking token: only a booking carrying both changes the lead's status. */
const CALCOM_TOKEN_PARAM = "metadata[token]";

/** Cal.com's hosted pages (`cal.com`, `app.cal.com`, `cal.eu`, ...): they take the lead's id as `metadata[lead]`. */
export function isCalcomHost(hostname: string): boolean {
  return /(^|\.)cal\.(com|eu)$/i.test(hostname);
}

/**
 * The booking page with name and e-mail prefilled (Cal.com's `name`, `email`); a query or
 * fragment already in the URL stays. With `lead`, its id goes as `lead.param`, else (Cal.com
 * only) as `metadata[lead]` beside `metadata[token]`: the Worker links a booking only with both.
 *
 * @example
 * prefilledBookingUrl("https://cal.com/agency/intro", { name: "Anna" }, undefined, { id: "l_1" })
 * // -> "https://cal.com/agency/intro?name=Anna&metadata%5Blead%5D=l_1"
 */
export function prefilledBookingUrl(
  calendarUrl: string,
  prefill: { name?: string; email?: string },
  base?: string,
  lead?: { id: string; param?: string; token?: string },
): string {
  let url: URL;
  try {
    url = new URL(calendarUrl, base);
  } catch {
    return calendarUrl;
  }
  for (const [key, value] of Object.entries(prefill)) {
    if (value?.trim()) url.searchParams.set(key, value.trim());
  }
  const id = lead?.id.trim();
  const param = lead?.param?.trim() || (isCalcomHost(url.hostname) ? CALCOM_LEAD_PARAM : "");
  if (id && param) url.searchParams.set(param, id);
  const token = lead?.token?.trim();
  if (id && token && param === CALCOM_LEAD_PARAM) url.searchParams.set(CALCOM_TOKEN_PARAM, token);
  return url.href;
}
