/** `/api/bookings/calcom`: Cal.com's signed booking webhook, linking bookings to the inquiries they belong to. */
import { type Context, Hono } from "hono";
import { type BookingEvent, bookingEvent, bookingStatus } from "../../../contract/booking/events.ts";
import { isBookableInstant } from "../../../contract/booking/wire.ts";
import { bookingNotices, lifecycleFollowUps, storeBookingEvent } from "../../booking/records.ts";
import { tokenMatches } from "../../booking/token.ts";
import {
  type BookingRow,
  bookingId,
  bookingSeen,
  inquiryByEmail,
  isErased,
  leadOfBooking,
  readBookableInquiry,
} from "../../db/leads/d1/bookings.ts";
import type { InquiryRow } from "../../db/leads/statements/inquiries.ts";
import { apiError, databaseUnavailable, methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { INQUIRY_ID_PATTERN } from "../../lib/ids.ts";
import { bodyText, requireJson } from "../../middleware/body.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/** Cal.com's booking payloads carry the event type, responses, organizer and more: well under this. */
const MAX_BOOKING_BODY_BYTES = 64 * 1024;

/**
 * The calendar's trigger events this endpoint records, and what each means here. A Map, so
 * that a trigger named `__proto__`, `toString` or `constructor` is simply not in it.
 */
const TRIGGERS = new Map<string, BookingEvent>([
  ["BOOKING_CREATED", bookingEvent.created],
  ["BOOKING_RESCHEDULED", bookingEvent.rescheduled],
  ["BOOKING_CANCELLED", bookingEvent.cancelled],
]);

/**
 * How old a webhook may be: Cal.com sends at once, so an older one is a replay (of a body
 * captured before an inquiry was erased, say). A minute of clock skew is allowed ahead.
 */
const MAX_WEBHOOK_AGE_MS = 10 * 60_000;
const MAX_CLOCK_SKEW_MS = 60_000;

const UID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The 32 bytes a 64-digit hex string spells, else undefined. */
function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Whether `signature` (`X-Cal-Signature-256`, hex) is the HMAC-SHA256 of `body` under
 * `secret`. `crypto.subtle.verify` compares in constant time.
 */
async function validCalSignature(secret: string, body: string, signature: string | undefined): Promise<boolean> {
  const expected = hexBytes((signature ?? "").trim());
  if (!expected) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return crypto.subtle.verify("HMAC", key, expected, encoder.encode(body));
}

/** What the endpoint reads of a Cal.com booking webhook; everything else in it is ignored. */
interface CalBooking {
  event: BookingEvent;
  uid: string;
  /** When Cal.com sent it (`createdAt`), epoch ms; NaN when missing. */
  sentAt: number;
  startAt: string;
  endAt: string | null;
  attendee: { name: string; email: string };
  /** The lead id and token the booking carried in its metadata (`metadata[lead]`, `metadata[token]`). */
  leadId?: string;
  token?: string;
  /** The booking a reschedule replaces (`rescheduleUid`). */
  replacesUid: string | null;
  icalUid: string | null;
  location: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A time within a year of now (366 days either way), as UTC ISO; undefined for anything else. */
function callTime(value: unknown): string | undefined {
  if (typeof value !== "string" || !isBookableInstant(value)) return undefined;
  return new Date(value).toISOString();
}

const shortText = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

function metadataOf(payload: Record<string, unknown>): Pick<CalBooking, "leadId" | "token"> {
  if (!isObject(payload.metadata)) return {};
  const lead = shortText(payload.metadata.lead, 40).toLowerCase();
  const token = shortText(payload.metadata.token, 40);
  return { ...(INQUIRY_ID_PATTERN.test(lead) ? { leadId: lead } : {}), ...(token ? { token } : {}) };
}

function optionalUid(value: unknown): string | null {
  return typeof value === "string" && UID_PATTERN.test(value) ? value : null;
}

/**
 * The booking in a webhook body: `{ triggerEvent, createdAt, payload: { uid, startTime,
 * endTime, attendees: [{ email, name }], metadata: { lead, token }, rescheduleUid, iCalUID } }`.
 * `"ignored"` for a trigger this endpoint does not record (a PING, a meeting that ended,
 * any name that is not one of ours), undefined for a body that is not a booking or whose
 * times are more than a year away.
 */
function readCalBooking(body: unknown): CalBooking | "ignored" | undefined {
  if (!isObject(body) || typeof body.triggerEvent !== "string") return undefined;
  const event = TRIGGERS.get(body.triggerEvent);
  if (!event) return "ignored";
  const payload = body.payload;
  if (!isObject(payload)) return undefined;
  const uid = typeof payload.uid === "string" ? payload.uid : "";
  const startAt = callTime(payload.startTime);
  const endAt = payload.endTime === undefined || payload.endTime === null ? null : callTime(payload.endTime);
  if (!UID_PATTERN.test(uid) || !startAt || endAt === undefined) return undefined;
  const first = Array.isArray(payload.attendees) && isObject(payload.attendees[0]) ? payload.attendees[0] : {};
  const location = shortText(isObject(payload.metadata) ? payload.metadata.videoCallUrl : payload.location, 500);
  return {
    event,
    uid,
    sentAt: typeof body.createdAt === "string" ? Date.parse(body.createdAt) : Number.NaN,
    startAt,
    endAt,
    attendee: { name: shortText(first.name, 200), email: shortText(first.email, 254) },
    ...metadataOf(payload),
    replacesUid: event === bookingEvent.rescheduled ? optionalUid(payload.rescheduleUid) : null,
    icalUid: shortText(payload.iCalUID, 200) || null,
    location: location || null,
  };
}

/** Whether the webhook was sent within MAX_WEBHOOK_AGE_MS and not more than the allowed skew ahead. */
function isFresh(booking: CalBooking, now: number): boolean {
  return Number.isFinite(booking.sentAt) && booking.sentAt <= now + MAX_CLOCK_SKEW_MS && now - booking.sentAt <= MAX_WEBHOOK_AGE_MS;
}

/**
 * The inquiry a booking event belongs to, or null: the one its metadata names WITH that
 * inquiry's token, else the one an earlier event of the same booking (or the booking a
 * reschedule replaces) was linked to. An address alone never links: anyone can type one
 * on the public booking page.
 */
async function linkedInquiry(db: D1Database, booking: CalBooking): Promise<InquiryRow | null> {
  if (booking.leadId && booking.token) {
    const named = await readBookableInquiry(db, booking.leadId);
    if (named && tokenMatches(named.booking_token, booking.token)) return named;
  }
  const earlier = (await leadOfBooking(db, booking.uid)) ?? (booking.replacesUid ? await leadOfBooking(db, booking.replacesUid) : null);
  return earlier ? readBookableInquiry(db, earlier) : null;
}

function rowOf(booking: CalBooking, leadId: string | null, now: string): BookingRow {
  return {
    id: bookingId(booking.uid, booking.event),
    uid: booking.uid,
    event: booking.event,
    lead_id: leadId,
    status: bookingStatus[booking.event],
    start_at: booking.startAt,
    end_at: booking.endAt,
    attendee_name: booking.attendee.name,
    attendee_email: booking.attendee.email,
    created_at: now,
    ical_uid: booking.icalUid,
    location: booking.location,
    replaces_uid: booking.replacesUid,
  };
}

/** Stores one fresh booking event: linked, with the inquiry's new status and notices; else for staff to look at. */
async function storeWebhookBooking(c: Context<AppEnv>, booking: CalBooking): Promise<Response> {
  const db = c.env.DB;
  const now = new Date();
  const nowIso = now.toISOString();
  if (booking.leadId && (await isErased(db, booking.leadId))) return c.json({ stored: false }, 200);
  if (await bookingSeen(db, booking.uid, booking.event)) return c.json({ stored: false }, 200);
  const inquiry = await linkedInquiry(db, booking);
  if (inquiry && (await isErased(db, inquiry.id))) return c.json({ stored: false }, 200);
  const row = rowOf(booking, inquiry?.id ?? null, nowIso);
  if (!inquiry) {
    // An address match is only a hint for staff (`leads bookings`); the status stays.
    const byEmail = await inquiryByEmail(db, booking.attendee.email, now);
    if (byEmail) console.warn(`booking ${booking.uid}: unmatched, its address is that of ${byEmail.id}`);
    const stored = await storeBookingEvent(c, row, [], [], nowIso);
    return c.json({ stored, lead: null }, 200);
  }
  const stored = await storeBookingEvent(c, row, lifecycleFollowUps(c, inquiry, nowIso), bookingNotices(c, inquiry, row, nowIso), nowIso);
  return c.json({ stored, lead: stored ? inquiry.id : null }, 200);
}

/**
 * `POST /api/bookings/calcom`: Cal.com's booking webhook, sent server to server (no Origin).
 * 401 for a missing or wrong signature, checked before the body is parsed; 400 for a body
 * that is not a booking; 200 `{ stored: false }` for unknown triggers, stale or future
 * webhooks and erased inquiries. Each booking uid and event is stored once; only a booking
 * carrying its inquiry's id and token (or following one that did) changes that inquiry.
 */
export const calcomWebhook = new Hono<AppEnv>()
  .post("/calcom", rateLimit("bookings"), requireJson(), bodyText(MAX_BOOKING_BODY_BYTES), async function calcomBooking(c) {
    const secret = c.var.config.calcomWebhookSecret;
    if (!secret || !(await validCalSignature(secret, c.var.bodyText, c.req.header("X-Cal-Signature-256")))) {
      return apiError(c, 401, "invalid_signature");
    }
    let body: unknown;
    try {
      body = JSON.parse(c.var.bodyText);
    } catch {
      return apiError(c, 400, "invalid_json");
    }
    const booking = readCalBooking(body);
    if (booking === undefined) return apiError(c, 400, "invalid_body");
    if (booking === "ignored" || !isFresh(booking, Date.now())) return c.json({ stored: false }, 200);
    try {
      return await storeWebhookBooking(c, booking);
    } catch (err) {
      return databaseUnavailable(c, "storing a booking", err);
    }
  })
  .all("/calcom", methodNotAllowed("POST"));
