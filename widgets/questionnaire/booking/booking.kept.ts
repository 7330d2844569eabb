/**
 * Whether this tab kept a booked call, asked by the questionnaire's lazy boundary before the
 * step's chunk is fetched. A module apart from booking.store.ts, which reads and writes the
 * call, so the boundary that every submit fetches does not carry the store's code.
 */
/** Where this tab keeps the call booked in it (booking.store.ts reads and writes it). */
export const STORED_CALL = "agency-questionnaire-booking";

/**
 * Whether this tab kept a booked call: the questionnaire's lazy boundary asks, so the
 * booking step's chunk is fetched on load only where there is a call to confirm.
 */
export function keptCallExists(): boolean {
  try {
    return sessionStorage.getItem(STORED_CALL) !== null;
  } catch {
    return false;
  }
}
