/**
 * The agency's free times, asked by the lazy boundary while the visitor reads the summary.
 */
import type { FreeTimes } from "../../../contract/booking.ts";
import { BOOKING_HORIZON_DAYS } from "../../../contract/booking.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl } from "../../lib/api.ts";

// The free times the booking step shows, asked while the visitor reads the summary: this
// comes with the questionnaire's lazy boundary, the step itself only after the 201.

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
 * The free times, asked once per API and time zone, so they show at once after the 201;
 * `fresh` asks again (a time was just taken). A failed answer is not kept: the next
 * opening asks again.
 */
export function createFreeTimes() {
  const times = new Map<string, { at: number; times: Promise<FreeTimes | null> }>();
  return (apiBase: string, timeZone = detectedTimeZone(), fresh = false): Promise<FreeTimes | null> => {
    const now = Date.now();
    const key = `${apiBase} ${timeZone}`;
    const cached = times.get(key);
    if (cached && !fresh && now - cached.at < TIMES_FRESH_MS) return cached.times;
    const request = requestFreeTimes(apiBase, timeZone, now);
    times.set(key, { at: now, times: request });
    void request.then((found) => found ?? times.delete(key));
    return request;
  };
}

export type FreeTimesSource = ReturnType<typeof createFreeTimes>;
