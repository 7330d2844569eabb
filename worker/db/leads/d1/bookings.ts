/** An inquiry's calendar bookings: their rows, the lead a booking belongs to, and the status a booking gives the inquiry. */
import { type BookingEvent, type BookingStatus, bookingEvent } from "../../../../contract/booking/events.ts";
import { BOOKING_MATCH_DAYS } from "../../../../contract/booking/wire.ts";
import { normalizeEmail } from "../../../../contract/email.ts";
import { type InquiryStatus, inquiryLifecycle, inquiryStatus, lifecycleAllowedFrom } from "../../../../contract/lead/lifecycles.ts";
import type { InquiryRow } from "../statements/inquiries.ts";

/** A `bookings` row: one event of one calendar booking, with the inquiry it belongs to. */
export interface BookingRow {
  /** `<event>:<uid>`: the key that stores each booking event once. */
  id: string;
  uid: string;
  event: BookingEvent;
  lead_id: string | null;
  status: BookingStatus;
  start_at: string;
  end_at: string | null;
  attendee_name: string;
  attendee_email: string;
  created_at: string;
  /** The calendar's iCalUID, so our .ics updates its event instead of adding one. */
  ical_uid: string | null;
  /** Where the call happens (a meeting link), as the calendar says. */
  location: string | null;
  /** The booking a reschedule replaces (Cal.com's `rescheduleUid`). */
  replaces_uid: string | null;
}

/** An inquiry with the token that proves a booking is its visitor's own. */
export type BookableInquiry = InquiryRow & { booking_token: string | null };

export async function readBookableInquiry(db: D1Database, id: string): Promise<BookableInquiry | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<BookableInquiry>();
}

/**
 * The newest inquiry of the last 30 days from the attendee's address: shown to staff beside
 * an unmatched booking, never a reason to change the inquiry's status (anyone can type an
 * address on the public booking page).
 */
export async function inquiryByEmail(db: D1Database, attendeeEmail: string, now: Date): Promise<InquiryRow | null> {
  const email = normalizeEmail(attendeeEmail);
  if (!email) return null;
  const since = new Date(now.getTime() - BOOKING_MATCH_DAYS * 86_400_000).toISOString();
  return db
    .prepare("SELECT * FROM project_inquiries WHERE contact_email = ?1 AND created_at >= ?2 ORDER BY created_at DESC, id DESC LIMIT 1")
    .bind(email, since)
    .first<InquiryRow>();
}

/** The inquiry an earlier event of the same booking (or the booking a reschedule replaces) was linked to. */
export async function leadOfBooking(db: D1Database, uid: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT lead_id FROM bookings WHERE uid = ?1 AND lead_id IS NOT NULL LIMIT 1")
    .bind(uid)
    .first<{ lead_id: string }>();
  return row?.lead_id ?? null;
}

/** Whether `forget` erased this inquiry (only its id is kept). */
export async function isErased(db: D1Database, leadId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS erased FROM erased_leads WHERE id = ?1").bind(leadId).first()) !== null;
}

/** The row id of one booking event. */
export function bookingId(uid: string, event: BookingEvent): string {
  return `${event}:${uid}`;
}

/** Whether this booking event was stored before (a replayed or repeated webhook). */
export async function bookingSeen(db: D1Database, uid: string, event: BookingEvent): Promise<boolean> {
  return bookingStored(db, bookingId(uid, event));
}

/** Whether a booking event with this id is stored. */
export async function bookingStored(db: D1Database, id: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS seen FROM bookings WHERE id = ?1").bind(id).first();
  return row !== null;
}

/**
 * The statement that stores one booking event under `row.id`: the caller sets it with
 * `bookingId`, since it looks the same id up with `bookingStored` when the batch fails.
 * A plain INSERT: a second one for the same uid and event (the same id) fails on the primary key, so the batch it is in (with the lead's status,
 * the notification and the funnel count) rolls back as a whole and a replay changes nothing.
 * A matched booking keeps no name or address: its inquiry holds them.
 */
export function insertBookingStatement(db: D1Database, row: BookingRow): D1PreparedStatement {
  const matched = row.lead_id !== null;
  return db
    .prepare(
      `INSERT INTO bookings (id, uid, event, lead_id, status, start_at, end_at, attendee_name, attendee_email, created_at,
         ical_uid, location, replaces_uid)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
    )
    .bind(
      row.id,
      row.uid,
      row.event,
      row.lead_id,
      row.status,
      row.start_at,
      row.end_at,
      matched ? "" : row.attendee_name,
      matched ? "" : normalizeEmail(row.attendee_email),
      row.created_at,
      row.ical_uid,
      row.location,
      row.replaces_uid,
    );
}

/**
 * The booking row `b` is a call that still stands: neither cancelled nor replaced by a
 * reschedule, whatever order the events came in. A reschedule frees the time of the booking
 * it replaces (`replaces_uid`) without a cancellation event for it.
 */
const STANDING = `b.event IN ('${bookingEvent.created}', '${bookingEvent.rescheduled}')
  AND NOT EXISTS (SELECT 1 FROM bookings x WHERE x.uid = b.uid AND x.event = '${bookingEvent.cancelled}')
  AND NOT EXISTS (SELECT 1 FROM bookings r WHERE r.replaces_uid = b.uid)`;

/** Whether the inquiry (the parameter `lead`) has a call that still stands. */
const liveBooking = (lead: string) => `EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = ${lead} AND ${STANDING})`;

/** The states a standing booking moves to `booked`, from the contract's lifecycle (new, contacted, cancelled). */
const BOOKABLE_STATES = `(${lifecycleAllowedFrom(inquiryLifecycle, inquiryStatus.booked)
  .map((state) => `'${state}'`)
  .join(", ")})`;

/** When the inquiry (parameter `lead`) is to become `booked`, and when `cancelled`. */
export const lifecycleConditions = {
  booked: (lead: string) =>
    `EXISTS (SELECT 1 FROM project_inquiries WHERE id = ${lead} AND status IN ${BOOKABLE_STATES}) AND ${liveBooking(lead)}`,
  cancelled: (lead: string) =>
    `EXISTS (SELECT 1 FROM project_inquiries WHERE id = ${lead} AND status = '${inquiryStatus.booked}') AND NOT ${liveBooking(lead)}`,
} as const;

/**
 * The statements that bring the inquiry's status in line with its bookings once one more
 * event is stored (in the same batch, after it): a standing booking makes a new,
 * contacted or cancelled inquiry `booked`; none left makes a `booked` one `cancelled`.
 * Run after the funnel's counts of the same transitions (`lifecycleConditions`), so
 * replays and out-of-order events count nothing twice.
 */
export function lifecycleStatements(db: D1Database, leadId: string, now: string): D1PreparedStatement[] {
  const set = (status: InquiryStatus, condition: string) =>
    db.prepare(`UPDATE project_inquiries SET status = ?3, status_changed_at = ?2 WHERE id = ?1 AND ${condition}`).bind(leadId, now, status);
  return [set(inquiryStatus.booked, lifecycleConditions.booked("?1")), set(inquiryStatus.cancelled, lifecycleConditions.cancelled("?1"))];
}

/** The call of an inquiry that stands now (its newest standing booking), for the calendar file. */
export async function standingBooking(db: D1Database, leadId: string): Promise<BookingRow | null> {
  return db
    .prepare(`SELECT * FROM bookings b WHERE b.lead_id = ?1 AND ${STANDING} ORDER BY b.created_at DESC LIMIT 1`)
    .bind(leadId)
    .first<BookingRow>();
}

/** Starts of standing bookings between two instants: the free times shown leave them out at once. */
export async function bookedStarts(db: D1Database, from: string, to: string): Promise<Set<string>> {
  const { results } = await db
    .prepare(`SELECT b.start_at FROM bookings b WHERE b.start_at >= ?1 AND b.start_at <= ?2 AND ${STANDING}`)
    .bind(from, to)
    .all<{ start_at: string }>();
  return new Set(results.map((r) => r.start_at));
}
