import type { FreeTimes } from "../../contract/booking.ts";
import { BOOKING_HORIZON_DAYS } from "../../contract/booking.ts";
import { apiPaths } from "../../contract/limits.ts";
import { apiUrl } from "../lib/api.ts";

// Apart from the rest of the booking step's requests (questionnaire.booking-times.ts): the
// summary asks for the free times through the lazy boundary before the step's chunk is
// fetched, so only this part is in the boundary.

/** Free times that have not come within this long make the booking page open instead. */
export const TIMES_TIMEOUT_MS = 5000;

/** The visitor's time zone as the browser reports it, else Vienna (the agency's). */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Vienna";
  } catch {
    return "Europe/Vienna";
  }
}

/** How long times asked on the summary are shown without asking again. */
const TIMES_FRESH_MS = 60_000;

const pending = new Map<string, { at: number; times: Promise<FreeTimes | null> }>();

/**
 * The free times of the next 14 days from our Worker, null when there are none to show
 * (scheduling off, an error, no answer within 5 s). Asked once per API while the visitor
 * is on the summary, so they show at once after the 201; again for another time zone;
 * `fresh` asks again (a time was just taken).
 */
export function freeTimes(apiBase: string, timeZone = detectedTimeZone(), fresh = false): Promise<FreeTimes | null> {
  const now = Date.now();
  const key = `${apiBase} ${timeZone}`;
  const cached = pending.get(key);
  if (cached && !fresh && now - cached.at < TIMES_FRESH_MS) return cached.times;
  const query = new URLSearchParams({
    start: new Date(now).toISOString(),
    end: new Date(now + BOOKING_HORIZON_DAYS * 86_400_000).toISOString(),
    timeZone,
  });
  const request = fetch(`${apiUrl(apiBase, `${apiPaths.booking}/slots`)}?${query}`, {
    credentials: "omit",
    signal: AbortSignal.timeout(TIMES_TIMEOUT_MS),
  })
    .then(async (res) => (res.ok ? ((await res.json()) as FreeTimes) : null))
    .then((times) => (times && Array.isArray(times.slots) && times.slots.length > 0 ? times : null))
    .catch(() => null);
  pending.set(key, { at: now, times: request });
  // A failed answer is not kept: the next opening asks again.
  void request.then((times) => times ?? pending.delete(key));
  return request;
}
