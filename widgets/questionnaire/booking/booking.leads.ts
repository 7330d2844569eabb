/**
 * The booking step's requests and their state per stored lead, which outlives the step: the
 * pending request, the booked call, and which held acknowledgements were released.
 */
import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking/step.ts";
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl, postJson } from "../../lib/net/api.ts";
import { type KeptCall, storeCall } from "./booking.store.ts";

/** How a booking request ended: the call booked, the time just taken, or any other failure. */
export type BookingAnswer = { kind: "booked"; call: BookedCall } | { kind: "taken" } | { kind: "failed" };

/** A booking request: the stored lead with its token, the picked start and its time zone. */
export interface BookingRequest {
  leadId: string;
  bookingToken: string;
  start: string;
  timeZone: string;
}

/** Books `request.start` for the stored lead; never rejects. */
export async function bookTime(apiBase: string, request: BookingRequest): Promise<BookingAnswer> {
  const result = await postJson<BookedCall>(apiUrl(apiBase, apiPaths.booking), request);
  if (result.ok) return { kind: "booked", call: result.data };
  return result.error === "slot_taken" ? { kind: "taken" } : { kind: "failed" };
}

/**
 * Asks the Worker to send the acknowledgement it holds, with its booking link. Fire and
 * forget; `keepalive` lets it leave a closing page.
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

/** A pending booking request and its answer to come. */
export interface PendingBooking {
  start: string;
  timeZone: string;
  duration: number;
  answer: Promise<BookingAnswer>;
}

/**
 * Creates a questionnaire's per-lead booking state, which outlives the step: a dialog
 * reopened while a request runs shows it running, then its answer.
 */
export function createLeadBookings() {
  const inFlight = new Map<string, PendingBooking>();
  const answered = new Map<string, KeptCall>();
  const released = new Set<string>();
  return {
    /** Returns the call booked for `leadId`, or null. */
    bookedCall: (leadId: string): KeptCall | null => answered.get(leadId) ?? null,
    /** Forgets the call of `leadId` here and in storage (a new inquiry starts). */
    forgetBookedCall(leadId: string): void {
      answered.delete(leadId);
      storeCall(null);
    },
    /** Returns the pending booking request of `leadId`, or null. */
    pendingBooking: (leadId: string): PendingBooking | null => inFlight.get(leadId) ?? null,
    /**
     * Books `request.start`. A booked call is stored and `onBooked` called even if the step
     * is gone by then.
     */
    book(apiBase: string, request: BookingRequest, duration: number, onBooked: () => void): PendingBooking {
      const answer = bookTime(apiBase, request).then((result) => {
        inFlight.delete(request.leadId);
        if (result.kind !== "booked") return result;
        const kept = { call: result.call, timeZone: request.timeZone };
        storeCall(kept);
        answered.set(request.leadId, kept);
        onBooked();
        return result;
      });
      const pending = { ...request, duration, answer };
      inFlight.set(request.leadId, pending);
      return pending;
    },
    /**
     * Releases the held acknowledgement when no call is booked in the dialog. Once per lead
     * and API, and never while a booking is pending or done: its confirmation replaces it.
     */
    release(apiBase: string, lead: { id: string; token: string }): void {
      const key = `${apiBase} ${lead.id}`;
      if (released.has(key) || inFlight.has(lead.id) || answered.has(lead.id)) return;
      released.add(key);
      sendRelease(apiBase, lead);
    },
  };
}

export type LeadBookings = ReturnType<typeof createLeadBookings>;
