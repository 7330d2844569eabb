/** `/api/booking/*`: the questionnaire's booking step (free times, booking, release, calendar file). */
import { type Context, Hono } from "hono";
import {
  BOOKING_HORIZON_DAYS,
  type FreeTimes,
  isBookableInstant,
  TIME_ZONE_PATTERN,
  validateBookingRequest,
  validateReleaseRequest,
} from "../../../contract/booking/wire.ts";
import { bookCall, visitorCalendarFile } from "../../booking/book.ts";
import { freeTimes } from "../../booking/slots.ts";
import { tokenMatches } from "../../booking/token.ts";
import { readBookableInquiry, standingBooking } from "../../db/leads/d1/bookings.ts";
import { apiError, databaseUnavailable, invalidInput, methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { INQUIRY_ID_PATTERN } from "../../lib/ids.ts";
import { bodyText, jsonBody, requireJson } from "../../middleware/body.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { releaseAndDeliver } from "../../outbox/held.ts";

/** A booking request is four short strings. */
const MAX_BOOKING_REQUEST_BYTES = 1024;

/** The widest range one request for free times may ask for: the step's two weeks and a day of zones. */
const MAX_RANGE_MS = (BOOKING_HORIZON_DAYS + 1) * 86_400_000;

function slotsRange(c: Context<AppEnv>): { from: number; to: number; timeZone: string } | undefined {
  const { start = "", end = "", timeZone = "UTC" } = c.req.query();
  if (!isBookableInstant(start) || !isBookableInstant(end) || !TIME_ZONE_PATTERN.test(timeZone)) return undefined;
  const from = Date.parse(start);
  const to = Date.parse(end);
  return to > from && to - from <= MAX_RANGE_MS ? { from, to, timeZone } : undefined;
}

/**
 * `GET /api/booking/slots?start=&end=&timeZone=`: the agency's free times between two
 * instants at most MAX_RANGE_MS apart (else 400 `invalid_body`); 503
 * `scheduling_unavailable` when scheduling is off or Cal.com does not answer, and the widget
 * then opens the booking page. `timeZone` is only echoed: the instants are UTC.
 */
async function slots(c: Context<AppEnv>) {
  const settings = c.var.config.scheduling;
  if (!settings) return apiError(c, 503, "scheduling_unavailable");
  const range = slotsRange(c);
  if (!range) return apiError(c, 400, "invalid_body");
  const times = await freeTimes(c.env.DB, settings, range.from, range.to).catch((err: unknown) => {
    console.error("free times failed", err);
    return { ok: false } as const;
  });
  if (!times.ok) return apiError(c, 503, "scheduling_unavailable");
  c.header("Cache-Control", "no-store");
  const body: FreeTimes = { duration: times.value.duration, slots: times.value.starts };
  return c.json({ ...body, timeZone: range.timeZone });
}

async function book(c: Context<AppEnv>) {
  const settings = c.var.config.scheduling;
  if (!settings) return apiError(c, 503, "scheduling_unavailable");
  const result = validateBookingRequest(c.var.body);
  if (!result.ok) return invalidInput(c, result);
  try {
    return await bookCall(c, settings, result.value);
  } catch (err) {
    return databaseUnavailable(c, "storing a booking made in the dialog", err);
  }
}

/**
 * `POST /api/booking/release` (`{ leadId, bookingToken }`): the visitor left the booking
 * step without booking, so the held acknowledgement goes out now. 403 `booking_refused`
 * without the inquiry's own token; 204 otherwise, also when there was nothing left to release.
 */
async function release(c: Context<AppEnv>) {
  const result = validateReleaseRequest(c.var.body);
  if (!result.ok) return invalidInput(c, result);
  try {
    const inquiry = await readBookableInquiry(c.env.DB, result.value.leadId);
    if (!inquiry || !tokenMatches(inquiry.booking_token, result.value.bookingToken)) return apiError(c, 403, "booking_refused");
    await releaseAndDeliver(c, inquiry.id, "inquiry_acknowledgement");
    return c.body(null, 204);
  } catch (err) {
    return databaseUnavailable(c, "releasing an acknowledgement", err);
  }
}

/**
 * `GET /api/booking/calendar.ics?lead=&token=`: the inquiry's standing call as an iCalendar
 * file, so the widget carries no calendar code. 404 without the inquiry's token or a standing call.
 */
async function calendarFile(c: Context<AppEnv>) {
  const { lead = "", token = "" } = c.req.query();
  try {
    const inquiry = INQUIRY_ID_PATTERN.test(lead) ? await readBookableInquiry(c.env.DB, lead) : null;
    if (!inquiry || !tokenMatches(inquiry.booking_token, token)) return apiError(c, 404, "not_found");
    const row = await standingBooking(c.env.DB, inquiry.id);
    if (!row) return apiError(c, 404, "not_found");
    c.header("Content-Type", "text/calendar; charset=utf-8; method=PUBLISH");
    c.header("Content-Disposition", 'attachment; filename="call.ics"');
    c.header("Cache-Control", "private, no-store");
    return c.body(visitorCalendarFile(c.var.config.scheduling, row, inquiry));
  } catch (err) {
    return databaseUnavailable(c, "reading a booked call", err);
  }
}

/**
 * Booking the call inside the questionnaire: free times, the booking itself, its calendar
 * file. All four spend one budget of their own, so a visitor picking a time never uses up
 * the funnel beacons or the newsletter links of an office behind the same address.
 */
export const bookingStep = new Hono<AppEnv>()
  .get("/slots", rateLimit("scheduling"), slots)
  .all("/slots", methodNotAllowed("GET, HEAD"))
  .get("/calendar.ics", rateLimit("scheduling"), calendarFile)
  .all("/calendar.ics", methodNotAllowed("GET, HEAD"))
  .post("/release", requireJson(), bodyText(MAX_BOOKING_REQUEST_BYTES), rateLimit("scheduling"), jsonBody(), release)
  .all("/release", methodNotAllowed("POST, OPTIONS"))
  .post("/", requireJson(), bodyText(MAX_BOOKING_REQUEST_BYTES), rateLimit("scheduling"), jsonBody(), book)
  .all("/", methodNotAllowed("POST, OPTIONS"));
