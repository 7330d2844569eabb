/**
 * The call booked in this tab, kept in session storage with the time zone it was booked in.
 */
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { STORED_CALL } from "./booking.kept.ts";

/**
 * The call booked in this tab with the time zone the visitor booked it in: after a reload
 * the confirmation keeps to the clock they picked, not the one the browser reports.
 */
export interface KeptCall {
  call: BookedCall;
  timeZone: string;
}

function isKeptCall(value: unknown): value is KeptCall {
  if (typeof value !== "object" || value === null) return false;
  const { call, timeZone } = value as Partial<KeptCall>;
  return typeof timeZone === "string" && typeof call === "object" && call !== null && typeof call.start === "string";
}

/** The call booked in this tab, so reopening the questionnaire shows it until the tab closes. */
export function storedCall(): KeptCall | null {
  try {
    const raw = sessionStorage.getItem(STORED_CALL);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    return isKeptCall(kept) ? kept : null;
  } catch {
    return null;
  }
}

export function storeCall(kept: KeptCall | null): void {
  try {
    if (kept) sessionStorage.setItem(STORED_CALL, JSON.stringify(kept));
    else sessionStorage.removeItem(STORED_CALL);
  } catch {
    // Storage off: the confirmation lasts until the page is left.
  }
}

/** The thank-you step showing the call booked in this tab, if one was. */
export function bookedPhase(): { kind: "booking"; id: string; url: string; token: string; booked: KeptCall } | null {
  const booked = storedCall();
  return booked ? { kind: "booking", id: "", url: "", token: "", booked } : null;
}
