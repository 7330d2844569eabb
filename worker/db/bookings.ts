import { normalizeEmail } from "../../contract/email.ts";
import type { InquiryRow } from "./inquiries.ts";

/** What happened to a booking, as the calendar's webhook reports it. */
export type BookingEvent = "created" | "rescheduled" | "cancelled";

/** The status a booking has after each event. */
export const bookingStatus: Record<BookingEvent, "booked" | "rescheduled" | "cancelled"> = {
  created: "booked",
  rescheduled: "rescheduled",
  cancelled: "cancelled",
};

/** A `bookings` row: one event of one calendar booking, with the inquiry it belongs to. */
export interface BookingRow {
  /** `<event>:<uid>`: the key that stores each booking event once. */
  id: string;
  uid: string;
  event: BookingEvent;
  lead_id: string | null;
  status: "booked" | "rescheduled" | "cancelled";
  start_at: string;
  end_at: string | null;
  attendee_name: string;
  attendee_email: string;
  created_at: string;
}

/** How far back a booking's attendee address is looked for among the inquiries. */
export const BOOKING_MATCH_DAYS = 30;

/**
 * The inquiry a booking belongs to: the one its metadata names (the booking link carries
 * the lead id), else the newest inquiry of the last 30 days from the attendee's address.
 */
export async function matchInquiry(
  db: D1Database,
  leadId: string | undefined,
  attendeeEmail: string,
  now: Date,
): Promise<InquiryRow | null> {
  if (leadId) {
    const byId = await db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(leadId).first<InquiryRow>();
    if (byId) return byId;
  }
  const email = normalizeEmail(attendeeEmail);
  if (!email) return null;
  const since = new Date(now.getTime() - BOOKING_MATCH_DAYS * 86_400_000).toISOString();
  return db
    .prepare("SELECT * FROM project_inquiries WHERE contact_email = ?1 AND created_at >= ?2 ORDER BY created_at DESC, id DESC LIMIT 1")
    .bind(email, since)
    .first<InquiryRow>();
}

/** The row id of one booking event. */
export function bookingId(uid: string, event: BookingEvent): string {
  return `${event}:${uid}`;
}

/** Whether this booking event was stored before (a replayed or repeated webhook). */
export async function bookingSeen(db: D1Database, uid: string, event: BookingEvent): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS seen FROM bookings WHERE id = ?1").bind(bookingId(uid, event)).first();
  return row !== null;
}

/**
 * The statement that stores one booking event. A plain INSERT: a second one for the same
 * uid and event (the same id) fails on the primary key, so the batch it is in (with the lead's status,
 * the notification and the funnel count) rolls back as a whole and a replay changes nothing.
 * A matched booking keeps no name or address: its inquiry holds them.
 */
export function insertBookingStatement(db: D1Database, row: BookingRow): D1PreparedStatement {
  const matched = row.lead_id !== null;
  return db
    .prepare(
      `INSERT INTO bookings (id, uid, event, lead_id, status, start_at, end_at, attendee_name, attendee_email, created_at)
       VALUES (?10, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      row.uid,
      row.event,
      row.lead_id,
      row.status,
      row.start_at,
      row.end_at,
      matched ? "" : row.attendee_name,
      matched ? "" : normalizeEmail(row.attendee_email),
      row.created_at,
      bookingId(row.uid, row.event),
    );
}

export async function listBookingsOfLead(db: D1Database, leadId: string): Promise<BookingRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM bookings WHERE lead_id = ?1 ORDER BY created_at, uid, event")
    .bind(leadId)
    .all<BookingRow>();
  return results;
}
