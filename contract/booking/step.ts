/**
 * What a questionnaire adds to its inquiry's URL when the visitor goes on to the booking
 * step in the dialog: the Worker then holds the acknowledgement back for a while, since a
 * call booked there sends one confirmation in its place. A separate file, free of the
 * validation library, because the questionnaire's first chunk reads it.
 */
export const BOOKING_STEP_PARAM = "booking";
export const BOOKING_STEP_VALUE = "inline";
export const BOOKING_STEP_QUERY = `${BOOKING_STEP_PARAM}=${BOOKING_STEP_VALUE}`;

/** `POST` with `{ leadId, bookingToken }`: no call is booked in the dialog, the held acknowledgement goes out now. */
export const RELEASE_ACKNOWLEDGEMENT_PATH = "/api/booking/release";
