/**
 * The inquiry URL's marker that the visitor goes on to book: the Worker then holds the
 * acknowledgement back, since a booking sends its own confirmation. Free of the validation
 * library because the questionnaire's first chunk reads it.
 */
export const BOOKING_STEP_PARAM = "booking";
export const BOOKING_STEP_VALUE = "inline";
export const BOOKING_STEP_QUERY = `${BOOKING_STEP_PARAM}=${BOOKING_STEP_VALUE}`;

/** `POST` with `{ leadId, bookingToken }`: no call is booked in the dialog, the held acknowledgement goes out now. */
export const RELEASE_ACKNOWLEDGEMENT_PATH = "/api/booking/release";
