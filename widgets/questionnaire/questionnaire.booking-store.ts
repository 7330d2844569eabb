import type { BookedCall } from "../../contract/booking.ts";

const STORED_CALL = "agency-questionnaire-booking";

/** The call booked in this tab, so reopening the questionnaire shows it until the tab closes. */
export function storedCall(): BookedCall | null {
  try {
    const raw = sessionStorage.getItem(STORED_CALL);
    return raw ? (JSON.parse(raw) as BookedCall) : null;
  } catch {
    return null;
  }
}

export function storeCall(call: BookedCall | null): void {
  try {
    if (call) sessionStorage.setItem(STORED_CALL, JSON.stringify(call));
    else sessionStorage.removeItem(STORED_CALL);
  } catch {
    // Storage off: the confirmation lasts until the page is left.
  }
}

/** The thank-you step showing the call booked in this tab, if one was. */
export function bookedPhase(): { kind: "booking"; id: string; url: string; token: string; booked: BookedCall } | null {
  const booked = storedCall();
  return booked ? { kind: "booking", id: "", url: "", token: "", booked } : null;
}
