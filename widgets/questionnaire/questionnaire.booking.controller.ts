import type { BookedCall, FreeTimes } from "../../contract/booking.ts";
import { BOOKING_HORIZON_DAYS } from "../../contract/booking.ts";
import { apiPaths } from "../../contract/limits.ts";
import { apiUrl } from "../lib/api.ts";
import { type KeptCall, storeCall } from "./questionnaire.booking-store.ts";
import { detectedTimeZone, TIMES_TIMEOUT_MS } from "./questionnaire.free-times.ts";

export type BookingAnswer = { kind: "booked"; call: BookedCall } | { kind: "taken" } | { kind: "failed" };

/** A booking request on its way: what was picked, and its answer to come. */
export interface PendingBooking {
  start: string;
  timeZone: string;
  duration: number;
  answer: Promise<BookingAnswer>;
}

/** How long times asked on the summary are shown without asking again. */
const TIMES_FRESH_MS = 60_000;

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
 * What the booking step after a stored inquiry holds, free of rendering, one per
 * questionnaire: the free times with their cache, each lead's booking request on its way
 * and its call once booked, and which held acknowledgements went out. It outlives the
 * step's view, so a dialog closed and reopened while a request runs shows it still running
 * and then its answer, and a call booked meanwhile is kept for the confirmation. The
 * requests that book and release are the step's own chunk's (questionnaire.booking-times.ts),
 * fetched only where a call is booked in the dialog.
 */
export function createBookingController() {
  const times = new Map<string, { at: number; times: Promise<FreeTimes | null> }>();
  const inFlight = new Map<string, PendingBooking>();
  const answered = new Map<string, KeptCall>();
  const released = new Set<string>();
  return {
    /**
     * The free times, asked once per API and time zone while the visitor is on the summary,
     * so they show at once after the 201; `fresh` asks again (a time was just taken). A failed
     * answer is not kept: the next opening asks again.
     */
    freeTimes(apiBase: string, timeZone = detectedTimeZone(), fresh = false): Promise<FreeTimes | null> {
      const now = Date.now();
      const key = `${apiBase} ${timeZone}`;
      const cached = times.get(key);
      if (cached && !fresh && now - cached.at < TIMES_FRESH_MS) return cached.times;
      const request = requestFreeTimes(apiBase, timeZone, now);
      times.set(key, { at: now, times: request });
      void request.then((found) => found ?? times.delete(key));
      return request;
    },
    /** The call booked for `leadId`, when the step that asked for it is gone. */
    bookedCall: (leadId: string): KeptCall | null => answered.get(leadId) ?? null,
    /** The visitor starts a new inquiry: the call of `leadId` is no longer shown, here or after a reload. */
    forgetBookedCall(leadId: string): void {
      answered.delete(leadId);
      storeCall(null);
    },
    /** The booking request of `leadId` still on its way, if one is. */
    pendingBooking: (leadId: string): PendingBooking | null => inFlight.get(leadId) ?? null,
    /** A booking request of `leadId` is on its way: until its answer, the lead books nothing else. */
    sent(leadId: string, pending: PendingBooking): void {
      inFlight.set(leadId, pending);
    },
    /** The answer came: a call booked is kept (in this tab too) for the confirmation, with the step gone or not. */
    answered(leadId: string, kept: KeptCall | null): void {
      inFlight.delete(leadId);
      if (!kept) return;
      storeCall(kept);
      answered.set(leadId, kept);
    },
    /**
     * Whether the acknowledgement the Worker holds for `leadId` is to be released now: once
     * per lead and API, never while a booking is on its way or done (its confirmation replaces it).
     */
    releasing(apiBase: string, leadId: string): boolean {
      const key = `${apiBase} ${leadId}`;
      if (released.has(key) || inFlight.has(leadId) || answered.has(leadId)) return false;
      released.add(key);
      return true;
    },
  };
}

export type BookingController = ReturnType<typeof createBookingController>;
