/**
 * Keeps the call booked in this tab in sessionStorage, so reopening the questionnaire shows
 * its confirmation until the tab closes.
 */
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { STORED_CALL } from "./booking.kept.ts";

/**
 * A booked call with the time zone it was booked in, so after a reload the confirmation
 * keeps the clock the visitor picked, not the browser's.
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

/** Returns the call booked in this tab, or null (also when storage is blocked or holds something else). */
export function storedCall(): KeptCall | null {
  try {
    const raw = sessionStorage.getItem(STORED_CALL);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    return isKeptCall(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Stores `kept`, or removes the stored call when null. */
export function storeCall(kept: KeptCall | null): void {
  try {
    if (kept) sessionStorage.setItem(STORED_CALL, JSON.stringify(kept));
    else sessionStorage.removeItem(STORED_CALL);
  } catch {
    // Storage off: the confirmation lasts until the page is left.
  }
}

/** Returns the phase that shows the call booked in this tab, or null without one. */
export function bookedPhase(): { kind: "booking"; id: string; url: string; token: string; booked: KeptCall } | null {
  const booked = storedCall();
  return booked ? { kind: "booking", id: "", url: "", token: "", booked } : null;
}
