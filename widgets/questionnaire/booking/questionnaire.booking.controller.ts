/**
 * What the booking step does, free of rendering: the free times, the picked time, the
 * booking request and its answer, kept per questionnaire.
 */
import type { BookedCall } from "../../../contract/booking.ts";
import { type KeptCall, storeCall } from "./questionnaire.booking-store.ts";
import { freeTimes } from "./questionnaire.free-times.ts";

export type BookingAnswer = { kind: "booked"; call: BookedCall } | { kind: "taken" } | { kind: "failed" };

/** A booking request on its way: what was picked, and its answer to come. */
export interface PendingBooking {
  start: string;
  timeZone: string;
  duration: number;
  answer: Promise<BookingAnswer>;
}

/**
 * What the booking step after a stored inquiry holds, free of rendering, one per
 * questionnaire: the free times, each lead's booking request on its way
 * and its call once booked, and which held acknowledgements went out. It outlives the
 * step's view, so a dialog closed and reopened while a request runs shows it still running
 * and then its answer, and a call booked meanwhile is kept for the confirmation. It comes
 * with the step's own chunk, fetched only after a 201 where a call is booked in the dialog.
 */
export function createBookingController() {
  const inFlight = new Map<string, PendingBooking>();
  const answered = new Map<string, KeptCall>();
  const released = new Set<string>();
  return {
    /** The free times: those asked while the visitor read the summary come at once (`fresh`: ask again). */
    freeTimes,
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
