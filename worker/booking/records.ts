/** What storing one booking event of an inquiry writes: the event row, funnel counts, status change, notices. */
import type { Context } from "hono";
import type { Attribution } from "../../contract/attribution/bounds.ts";
import { toLocale } from "../../contract/locales.ts";
import {
  type BookingRow,
  bookingStored,
  insertBookingStatement,
  lifecycleConditions,
  lifecycleStatements,
} from "../db/leads/d1/bookings.ts";
import { parseJsonColumn } from "../db/leads/statements/attribution.ts";
import type { InquiryRow } from "../db/leads/statements/inquiries.ts";
import type { OutboxItem } from "../db/outbox/statements/outbox-items.ts";
import { funnelCountWhenStatement } from "../db/visitors/d1/funnel.ts";
import type { AppEnv } from "../http/app-env.ts";
import { renderBookingNotification } from "../mail/booking.ts";
import { storeAndDeliver } from "../outbox/queue.ts";
import { webhookCalls } from "../outbox/webhooks.ts";

/**
 * Where the lead's booking counts in the funnel: under the same source its questionnaire
 * events counted under (on our own site the page it was sent from, else the partner or
 * origin), and its campaign.
 */
function bookingFunnelSource(c: Context<AppEnv>, inquiry: InquiryRow): string {
  const ownSite = inquiry.source !== "" && inquiry.source === c.var.config.siteOrigin;
  if (!ownSite) return inquiry.source;
  const attribution = parseJsonColumn<Attribution>(inquiry.attribution);
  return attribution?.page ?? attribution?.landing ?? inquiry.source;
}

/**
 * The statements that follow one stored booking event of a linked inquiry, in order: the
 * funnel's `booked` or `cancelled` count when the status is about to change, then the
 * change itself (see `lifecycleStatements`).
 */
export function lifecycleFollowUps(c: Context<AppEnv>, inquiry: InquiryRow, now: string): D1PreparedStatement[] {
  const db = c.env.DB;
  const counted = { source: bookingFunnelSource(c, inquiry), campaign: inquiry.campaign, lang: toLocale(inquiry.locale) };
  const day = now.slice(0, 10);
  return [
    funnelCountWhenStatement(db, { ...counted, event: "booked" }, day, lifecycleConditions.booked, inquiry.id),
    funnelCountWhenStatement(db, { ...counted, event: "cancelled" }, day, lifecycleConditions.cancelled, inquiry.id),
    ...lifecycleStatements(db, inquiry.id, now),
  ];
}

/**
 * The staff's mail and the `inquiry.booked` webhook calls about one booking event of an
 * inquiry; `visitorSubject` is the subject of the mail the visitor got about it, if not the acknowledgement.
 */
export function bookingNotices(
  c: Context<AppEnv>,
  inquiry: InquiryRow,
  row: BookingRow,
  now: string,
  visitorSubject?: string,
): OutboxItem[] {
  const config = c.var.config;
  const notice = { event: row.event, uid: row.uid, startAt: row.start_at, inquiry, visitorSubject };
  const data = {
    id: inquiry.id,
    booking: { uid: row.uid, event: row.event, status: row.status, startTime: row.start_at, endTime: row.end_at },
  };
  return [
    { channel: "mail", kind: "booking_notification", leadId: inquiry.id, message: renderBookingNotification(notice, config) },
    ...webhookCalls({ type: "inquiry.booked", timestamp: now, data }, inquiry.id, config),
  ];
}

/**
 * Stores a booking event with what follows it (statements) and what it sends (items) in
 * one batch, then sends after the answer. False when this event of this booking was
 * stored before (a replay, or the webhook and our own route racing): nothing is written.
 */
export async function storeBookingEvent(
  c: Context<AppEnv>,
  row: BookingRow,
  statements: readonly D1PreparedStatement[],
  items: readonly OutboxItem[],
  now: string,
): Promise<boolean> {
  const db = c.env.DB;
  try {
    await storeAndDeliver(c, [insertBookingStatement(db, row), ...statements], items, now);
  } catch (err) {
    if (await bookingStored(db, row.id)) return false;
    throw err;
  }
  return true;
}
