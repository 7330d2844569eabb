/**
 * The free times grouped by day on the visitor's clock, and the booking step's two requests.
 */

import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking/step.ts";
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl, postJson } from "../../lib/api.ts";
/** One day of free times on the visitor's clock. */
export interface TimesOfDay {
  key: string;
  label: string;
  slots: { start: string; time: string; label: string }[];
}

/** Groups UTC starts by day in `timeZone`, in `locale`: "Tuesday 2 December" and "14:00". */
export function timesByDay(slots: readonly string[], locale: string, timeZone: string): TimesOfDay[] {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long" });
  const key = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const days: TimesOfDay[] = [];
  for (const start of slots) {
    const date = new Date(start);
    const id = key.format(date);
    let group = days.at(-1);
    if (group?.key !== id) {
      group = { key: id, label: day.format(date), slots: [] };
      days.push(group);
    }
    group.slots.push({ start, time: time.format(date), label: `${group.label}, ${time.format(date)}` });
  }
  return days;
}

/** How a booking request ended: the call booked, the time just taken, or any other failure. */
export type BookingAnswer = { kind: "booked"; call: BookedCall } | { kind: "taken" } | { kind: "failed" };

/** What books a time: the stored lead, proven by its token, the picked start and the clock it was picked on. */
export interface BookingRequest {
  leadId: string;
  bookingToken: string;
  start: string;
  timeZone: string;
}

/** Books `start` for the stored lead, proven by its token. */
export async function bookTime(apiBase: string, request: BookingRequest): Promise<BookingAnswer> {
  const result = await postJson<BookedCall>(apiUrl(apiBase, apiPaths.booking), request);
  if (result.ok) return { kind: "booked", call: result.data };
  return result.error === "slot_taken" ? { kind: "taken" } : { kind: "failed" };
}

/**
 * Asks the Worker to send the acknowledgement it holds for this step now, with its booking
 * link. `keepalive`, so a closing page still sends it.
 */
export function sendRelease(apiBase: string, lead: { id: string; token: string }): void {
  void fetch(apiUrl(apiBase, RELEASE_ACKNOWLEDGEMENT_PATH), {
    method: "POST",
    credentials: "omit",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ leadId: lead.id, bookingToken: lead.token }),
  }).catch(() => undefined);
}
