/**
 * Tells whether this tab kept a booked call, without loading the booking step. Apart from
 * booking.store.ts so the questionnaire's lazy chunk does not bundle the store.
 */
/** The sessionStorage key of the booked call (read and written by booking.store.ts). */
export const STORED_CALL = "agency-questionnaire-booking";

/** Whether this tab kept a booked call; false where storage is blocked. */
export function keptCallExists(): boolean {
  try {
    return sessionStorage.getItem(STORED_CALL) !== null;
  } catch {
    return false;
  }
}
