/**
 * The agency's free times, asked by the lazy boundary while the visitor reads the summary
 * and by the booking step after the 201: both chunks import this one module (it comes with
 * the lazy boundary), so the step shows the times asked on the summary at once. Their
 * grouping by day stays with the step (booking.days.tsx), so the boundary does not carry it.
 */
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import { BOOKING_HORIZON_DAYS } from "../../../contract/booking/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl } from "../../lib/api.ts";

/** Free times that have not come within this long make the booking page open instead. */
export const TIMES_TIMEOUT_MS = 5000;

/** How long times asked on the summary are shown without asking again. */
const TIMES_FRESH_MS = 60_000;

/** The visitor's time zone as the browser reports it, else Vienna (the agency's). */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Vienna";
  } catch {
    return "Europe/Vienna";
  }
}

/** The free times of the next 14 days from our Worker, null when there are none to show (scheduling off, an error, no answer within 5 s). */
function requestFreeTimes(apiBase: string, timeZone: string, now: number): Promise<FreeTimes | null> {
  const query = new URLSearchParams({
    start: new Date(now).toISOString(),
    end: new Date(now + BOOKING_HORIZON_DAYS * 86_400_000).toISOString(),
    timeZone,
  });
  return fetch(`${apiUrl(apiBase, `${apiPaths.booking}/slots`)}?${query}`, {
    credentials: "omit",
    signal: AbortSignal.timeout(TIMES_TIMEOUT_MS),
  })
    .then(async (res) => (res.ok ? ((await res.json()) as FreeTimes) : null))
    .then((times) => (times && Array.isArray(times.slots) && times.slots.length > 0 ? times : null))
    .catch(() => null);
}

/**
 * The times asked so far, per API and time zone: once per page, as the agency's free times
 * are the same for every questionnaire on it that books through the same API.
 */
const asked = new Map<string, { at: number; times: Promise<FreeTimes | null> }>();

/**
 * The free times, asked once per API and time zone, so they show at once after the 201;
 * `fresh` asks again (a time was just taken). A failed answer is not kept: the next
 * opening asks again.
 */
export function freeTimes(apiBase: string, timeZone = detectedTimeZone(), fresh = false): Promise<FreeTimes | null> {
  const now = Date.now();
  const key = `${apiBase} ${timeZone}`;
  const cached = asked.get(key);
  if (cached && !fresh && now - cached.at < TIMES_FRESH_MS) return cached.times;
  const request = requestFreeTimes(apiBase, timeZone, now);
  asked.set(key, { at: now, times: request });
  void request.then((found) => found ?? asked.delete(key));
  return request;
}
