/**
 * What the booking step sends and keeps per stored lead, beyond any one showing of the step:
 * the booking request on its way, the call once booked, and which held acknowledgements went out.
 */
import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking/step.ts";
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { apiUrl, postJson } from "../../lib/api.ts";
import { type KeptCall, storeCall } from "./booking.store.ts";

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

/** A booking request on its way: what was picked, and its answer to come. */
export interface PendingBooking {
  start: string;
  timeZone: string;
  duration: number;
  answer: Promise<BookingAnswer>;
}

/**
 * Each lead's booking request and booked call, kept per questionnaire: a dialog closed and
 * reopened while a request runs shows it still running and then its answer, and a call
 * booked meanwhile is kept (in this tab too) for the confirmation.
 */
export function createLeadBookings() {
  const inFlight = new Map<string, PendingBooking>();
  const answered = new Map<string, KeptCall>();
  const released = new Set<string>();
  return {
    /** The call booked for `leadId`, when the step that asked for it is gone. */
    bookedCall: (leadId: string): KeptCall | null => answered.get(leadId) ?? null,
    /** The visitor starts a new inquiry: the call of `leadId` is no longer shown, here or after a reload. */
    forgetBookedCall(leadId: string): void {
      answered.delete(leadId);
      storeCall(null);
    },
    /** The booking request of `leadId` still on its way, if one is. */
    pendingBooking: (leadId: string): PendingBooking | null => inFlight.get(leadId) ?? null,
    /**
     * Books `request.start` (the step books nothing else for the lead until its answer). A
     * call booked is kept and counted (`onBooked`) even with the step gone.
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
     * The visitor books no call in the dialog (a time later, the booking page, the dialog
     * closed): the Worker sends the acknowledgement it holds now. Once per lead and API,
     * never while a booking is on its way or done (its confirmation replaces it).
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
