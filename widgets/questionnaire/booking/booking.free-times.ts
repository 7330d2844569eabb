/**
 * Fetches the agency's free times. Requested while the visitor reads the summary and reused
 * by the booking step after the 201, so the step shows them at once.
 */
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import { BOOKING_HORIZON_DAYS } from "../../../contract/booking/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl } from "../../lib/net/api.ts";

/** Without free times within this long, the booking page opens instead. */
export const TIMES_TIMEOUT_MS = 5000;

/** How long times asked on the summary are shown without asking again. */
const TIMES_FRESH_MS = 60_000;

/** Returns the browser's time zone, else the agency's (Europe/Vienna). */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Vienna";
  } catch {
    return "Europe/Vienna";
  }
}

/** Resolves to the free times of the booking horizon, or null when there are none to show (scheduling off, an error, a timeout). */
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

/** Requests per API and time zone: every questionnaire on a page shares them. */
const asked = new Map<string, { at: number; times: Promise<FreeTimes | null> }>();

/**
 * Resolves to the free times, or null. Cached for a minute per API and time zone; `fresh`
 * bypasses the cache (a time was just taken). A null answer is not cached.
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
