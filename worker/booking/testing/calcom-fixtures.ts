/**
 * Cal.com API v2 answers and webhook bodies, transcribed from Cal.com's public API v2
 * reference (https://cal.com/docs/api-reference/v2) and its source (github.com/calcom/cal.com):
 *
 * - slots (cal-api-version 2024-09-04): `apps/api/v2/src/modules/slots/slots-2024-09-04/outputs/get-slots.output.ts`
 *   (`GetSlotsOutput_2024_09_04`: `data` maps a day to `{ start }`, plus `end` with `format=range`);
 * - reservations: `.../slots-2024-09-04/outputs/reserve-slot.output.ts` (`ReserveSlotOutput_2024_09_04`
 *   extends the input `{ eventTypeId, slotStart, slotDuration, reservationDuration }`);
 * - bookings (cal-api-version 2024-08-13): `packages/platform/types/bookings/2024-08-13/outputs/booking.output.ts`
 *   (`BookingOutput_2024_08_13`);
 * - errors: `apps/api/v2/src/filters/http-exception.filter.ts` (`{ status: "error", timestamp, path, error }`);
 * - webhooks: `packages/features/webhooks/lib/sendPayload.ts` (`{ triggerEvent, createdAt, payload }`, the
 *   payload a `CalendarEvent` with `uid`, `bookingId`, `metadata`, `status`), signed by `X-Cal-Signature-256`.
 *
 * The Worker's client is tested against these, and the local stand-in (scripts/scheduling)
 * is checked to answer in the same shapes, so neither can drift from Cal.com unnoticed.
 */

export const slotsAnswer = {
  status: "success",
  data: {
    "2050-09-05": [{ start: "2050-09-05T09:00:00.000+02:00" }, { start: "2050-09-05T09:30:00.000+02:00" }],
    "2050-09-06": [{ start: "2050-09-06T09:00:00.000+02:00" }],
  },
};

export const reservationAnswer = {
  status: "success",
  data: {
    eventTypeId: 1,
    slotStart: "2050-09-05T07:00:00.000Z",
    slotEnd: "2050-09-05T07:30:00.000Z",
    slotDuration: 30,
    reservationUid: "e84be5a3-4696-49e3-acc7-b2f3999c3b94",
    reservationDuration: 5,
    reservationUntil: "2050-09-04T10:05:00.000Z",
  },
};

export const bookingAnswer = {
  status: "success",
  data: {
    id: 123,
    uid: "booking_uid_123",
    title: "Consultation between Max Mustermann and Anna Huber",
    description: "",
    hosts: [{ id: 1, name: "Max Mustermann", email: "hello@example.com", username: "agency", timeZone: "Europe/Vienna" }],
    status: "accepted",
    start: "2050-09-05T07:00:00.000Z",
    end: "2050-09-05T07:30:00.000Z",
    duration: 30,
    eventTypeId: 1,
    eventType: { id: 1, slug: "consultation" },
    meetingUrl: "https://app.cal.com/video/booking_uid_123",
    location: "https://app.cal.com/video/booking_uid_123",
    absentHost: false,
    createdAt: "2050-09-04T10:00:00.000Z",
    updatedAt: "2050-09-04T10:00:00.000Z",
    metadata: { lead: "inq_aaaaaaaaaaaaaaaa", token: "t" },
    icsUid: "booking_uid_123@Cal.com",
    attendees: [{ name: "Anna Huber", email: "anna@acme.at", timeZone: "Europe/Vienna", language: "de", absent: false }],
    guests: [],
    bookingFieldsResponses: { name: "Anna Huber", email: "anna@acme.at" },
  },
};

export const errorAnswer = {
  status: "error",
  timestamp: "2050-09-04T10:00:00.000Z",
  path: "/v2/bookings",
  error: { code: "BadRequestException", message: "User either already has booking at this time or is not available" },
};

/** A BOOKING_CREATED webhook body; `payload` trimmed to what the Worker reads and the stand-in sends. */
export const bookingCreatedWebhook = {
  triggerEvent: "BOOKING_CREATED",
  createdAt: "2050-09-04T10:00:00.000Z",
  payload: {
    type: "consultation",
    title: "Consultation between Max Mustermann and Anna Huber",
    startTime: "2050-09-05T07:00:00.000Z",
    endTime: "2050-09-05T07:30:00.000Z",
    organizer: { name: "Max Mustermann", email: "hello@example.com", timeZone: "Europe/Vienna", language: { locale: "en" } },
    attendees: [{ name: "Anna Huber", email: "anna@acme.at", timeZone: "Europe/Vienna", language: { locale: "de" } }],
    uid: "booking_uid_123",
    bookingId: 123,
    iCalUID: "booking_uid_123@Cal.com",
    metadata: { lead: "inq_aaaaaaaaaaaaaaaa", token: "t" },
    status: "ACCEPTED",
  },
};

/**
 * The shape of a JSON value: its type at every key, arrays by their first element. Two
 * answers have the same shape when one's keys and types are all in the other.
 */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return value === null ? "null" : typeof value;
}
