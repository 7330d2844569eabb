/**
 * What the calendar reports about a booked call, and the status each report leaves: one map,
 * so a new event cannot be stored without a status and a word.
 */

/** Each booking event, and the status a booking has after it. */
export const bookingStatus = {
  created: "booked",
  rescheduled: "rescheduled",
  cancelled: "cancelled",
} as const;

/** What happened to a booking, as the calendar's webhook reports it. */
export type BookingEvent = keyof typeof bookingStatus;

/** Where a booking stands after its latest event. */
export type BookingStatus = (typeof bookingStatus)[BookingEvent];

/** The booking events by name, for SQL that tells a standing call from one moved or cancelled. */
export const bookingEvent: { readonly [E in BookingEvent]: E } = {
  created: "created",
  rescheduled: "rescheduled",
  cancelled: "cancelled",
};
