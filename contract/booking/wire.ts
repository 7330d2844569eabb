import { type Infer, object, refine, type Struct, string } from "superstruct";
import { idPattern, leadIdPrefixes } from "../lead/ids.ts";
import { type CheckResult, check } from "../validation.ts";

/** Booking inside the questionnaire: only the Worker talks to the calendar, the browser only to the Worker. */

/** How many days ahead the booking step offers free times. */
export const BOOKING_HORIZON_DAYS = 14;

/** How far back a booking's attendee address is matched against inquiries. */
export const BOOKING_MATCH_DAYS = 30;

/** Free times older or further ahead than this are refused as nonsense (a start of "1"). */
const BOOKING_MAX_DISTANCE_DAYS = 366;

/** A lead's booking token: 32 base64url characters (192 random bits). */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const LEAD_ID_PATTERN = idPattern([leadIdPrefixes.inquiries]);

/** An IANA time zone name as browsers report it (`Europe/Vienna`, `America/Argentina/Buenos_Aires`, `UTC`). */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]{0,40}(?:\/[A-Za-z0-9_+-]{1,40}){0,2}$/;

function matching(pattern: RegExp): Struct<string, null> {
  return refine(string(), "invalid_characters", (v) => pattern.test(v));
}

/** An absolute instant within `BOOKING_MAX_DISTANCE_DAYS` of now (an ISO 8601 date-time with zone). */
export function isBookableInstant(value: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && Math.abs(time - now) <= BOOKING_MAX_DISTANCE_DAYS * 86_400_000;
}

/** `POST /api/booking`: book one free time for a stored inquiry, proven by its token. */
const BookingRequestSchema = object({
  leadId: matching(LEAD_ID_PATTERN),
  bookingToken: matching(BOOKING_TOKEN_PATTERN),
  start: refine(string(), "invalid_characters", (v) => isBookableInstant(v)),
  timeZone: matching(TIME_ZONE_PATTERN),
});
export type BookingRequest = Infer<typeof BookingRequestSchema>;

export function validateBookingRequest(input: unknown): CheckResult<BookingRequest> {
  return check(BookingRequestSchema, input);
}

/** `POST /api/booking/release`: the visitor books no call in the dialog, their acknowledgement goes out now. */
const ReleaseRequestSchema = object({
  leadId: matching(LEAD_ID_PATTERN),
  bookingToken: matching(BOOKING_TOKEN_PATTERN),
});
export type ReleaseRequest = Infer<typeof ReleaseRequestSchema>;

export function validateReleaseRequest(input: unknown): CheckResult<ReleaseRequest> {
  return check(ReleaseRequestSchema, input);
}

/** `GET /api/booking/slots`: the free starts (UTC ISO), earliest first, and each call's length. */
export interface FreeTimes {
  duration: number;
  slots: string[];
}

/** The 201 of `POST /api/booking`: what the confirmation shows. */
export interface BookedCall {
  uid: string;
  start: string;
  end: string;
  duration: number;
  /** The meeting link, or a description of where the call happens. */
  location: string;
  /** Our Worker's `.ics` of this call (no calendar code in the widget). */
  calendarFile: string;
  rescheduleUrl: string;
  cancelUrl: string;
}
