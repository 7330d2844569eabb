/**
 * What the erasure's preview shows of the person's calendar bookings: Cal.com keeps its own
 * copy of each, so staff get the page where they cancel or erase it by hand.
 */
import type { ErasureBooking } from "../../contract/staff/api.ts";

/**
 * The person's Cal.com bookings, each with its page on Cal.com (`bookerUrl`, the booking
 * page's origin, known once scheduling is set up).
 */
export function erasureBookings(uids: readonly string[], bookerUrl: string | undefined): ErasureBooking[] {
  return uids.map((uid) => ({ uid, url: bookerUrl ? `${bookerUrl}/booking/${encodeURIComponent(uid)}` : null }));
}
