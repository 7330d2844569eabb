/**
 * The agency's booking page and how a link to a booking page is prefilled: apart from the
 * company's details (../site/company.ts re-exports them), since a form's lazy boundary needs
 * these and none of those.
 */

/** The agency's booking page, for an element without a `calendar-url`. */
export const AGENCY_CALENDAR_URL = "https://cal.com/example-agency/consultation";

/** The query parameter Cal.com keeps with a booking (and sends back in its webhooks' `metadata`). */
export const CALCOM_LEAD_PARAM = "metadata[lead]";
/** Beside it, the lead's booking token: only a booking carrying both changes the lead's status. */
export const CALCOM_TOKEN_PARAM = "metadata[token]";

/** Cal.com's hosted pages (`cal.com`, `app.cal.com`, `cal.eu`, ...): they take the lead's id as `metadata[lead]`. */
export function isCalcomHost(hostname: string): boolean {
  return /(^|\.)cal\.(com|eu)$/i.test(hostname);
}

/**
 * The booking page with a visitor's name and e-mail prefilled (Cal.com reads `name` and
 * `email`), for places without a document to resolve against (the Worker's mails). A
 * query or fragment already in the configured URL stays.
 *
 * With `lead`, the booking page also carries the stored lead's id, so the calendar's
 * booking can be tied back to it: as `lead.param` when given, else on Cal.com as
 * `metadata[lead]`; another provider without a parameter name gets no id. Where the id goes
 * into Cal.com's metadata, the lead's booking token (`lead.token`) goes beside it as
 * `metadata[token]`: the Worker links a booking to a lead only with both.
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
