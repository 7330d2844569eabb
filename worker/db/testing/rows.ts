/**
 * Reads of one stored row by id, for tests to check what a request stored. The Worker
 * itself never reads a lead back this way, so these live apart from its statements.
 */
import { type InquiryColumn, inquiryColumnFields } from "../../../contract/inquiry/columns.ts";
import type { BookingRow } from "../leads/d1/bookings.ts";
import type { InquiryRow } from "../leads/statements/inquiries.ts";
import type { ReferralRow } from "../leads/statements/referrals.ts";
import type { ConsentRow } from "../visitors/d1/consents.ts";
import type { SubscriberRow } from "../visitors/d1/newsletter.ts";

export async function readInquiry(db: D1Database, id: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<InquiryRow>();
}

export async function readReferral(db: D1Database, id: string): Promise<ReferralRow | null> {
  return db.prepare("SELECT * FROM referrals WHERE id = ?1").bind(id).first<ReferralRow>();
}

export async function readSubscriber(db: D1Database, id: string): Promise<SubscriberRow | null> {
  return db.prepare("SELECT * FROM newsletter_subscribers WHERE id = ?1").bind(id).first<SubscriberRow>();
}

export async function readConsent(db: D1Database, id: string): Promise<ConsentRow | null> {
  return db.prepare("SELECT * FROM consents WHERE id = ?1").bind(id).first<ConsentRow>();
}

/** Every answer column of an inquiry row, unanswered: a typed row spreads it, so a new optional field needs no value. */
export const unansweredInquiryColumns = Object.fromEntries(Object.keys(inquiryColumnFields).map((column) => [column, ""])) as Record<
  InquiryColumn,
  string
>;

/** Every booking event stored for a lead, each row whole, in the order they arrived. */
export async function readBookingsOfLead(db: D1Database, leadId: string): Promise<BookingRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM bookings WHERE lead_id = ?1 ORDER BY created_at, uid, event")
    .bind(leadId)
    .all<BookingRow>();
  return results;
}
