/**
 * The free times grouped by day on the visitor's clock.
 */
import type { BookedCall } from "../../../contract/booking.ts";
import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking-step.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl, postJson } from "../../lib/api.ts";
import type { BookingAnswer, BookingController, PendingBooking } from "./questionnaire.booking.controller.ts";
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

/** Books `start` for the stored lead, proven by its token. */
async function bookTime(apiBase: string, request: BookingRequest): Promise<BookingAnswer> {
  const result = await postJson<BookedCall>(apiUrl(apiBase, apiPaths.booking), request);
  if (result.ok) return { kind: "booked", call: result.data };
  return result.error === "slot_taken" ? { kind: "taken" } : { kind: "failed" };
}

interface BookingRequest {
  leadId: string;
  bookingToken: string;
  start: string;
  timeZone: string;
}

/**
 * Books `start` once per lead at a time. The request is the booking controller's, not the
 * view's, so a dialog closed and reopened while it runs shows it still running and then
 * its answer; a call booked meanwhile is kept for the confirmation and counted even with
 * the step gone.
 */
export function bookOnce(
  booking: BookingController,
  apiBase: string,
  request: BookingRequest,
  duration: number,
  onBooked: () => void,
): PendingBooking {
  const running = booking.pendingBooking(request.leadId);
  if (running) return running;
  const answer = bookTime(apiBase, request).then((result) => {
    booking.answered(request.leadId, result.kind === "booked" ? { call: result.call, timeZone: request.timeZone } : null);
    if (result.kind === "booked") onBooked();
    return result;
  });
  const pending = { start: request.start, timeZone: request.timeZone, duration, answer };
  booking.sent(request.leadId, pending);
  return pending;
}

/**
 * The visitor books no call in the dialog (a time later, the booking page, the dialog
 * closed): the Worker sends the acknowledgement it holds for this step now, with its booking
 * link. Once per lead, never while a booking is on its way or done (its confirmation
 * replaces the acknowledgement). `keepalive`, so a closing page still sends it.
 */
export function releaseAcknowledgement(booking: BookingController, apiBase: string, lead: { id: string; token: string }): void {
  if (!booking.releasing(apiBase, lead.id)) return;
  void fetch(apiUrl(apiBase, RELEASE_ACKNOWLEDGEMENT_PATH), {
    method: "POST",
    credentials: "omit",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ leadId: lead.id, bookingToken: lead.token }),
  }).catch(() => undefined);
}
