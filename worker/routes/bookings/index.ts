import { type Context, Hono } from "hono";
import type { Attribution } from "../../../contract/attribution.ts";
import { toLocale } from "../../../contract/options.ts";
import { parseJsonColumn } from "../../db/attribution.ts";
import {
  type BookingEvent,
  type BookingRow,
  bookingId,
  bookingSeen,
  bookingStatus,
  insertBookingStatement,
  matchInquiry,
} from "../../db/bookings.ts";
import { funnelCountStatement } from "../../db/funnel.ts";
import type { InquiryRow } from "../../db/inquiries.ts";
import { moveLeadStatement } from "../../db/leads.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { claimSendable, deliverAfterResponse, enqueue } from "../../outbox/queue.ts";
import { ID_PATTERN } from "../../lib/ids.ts";
import { renderBookingNotification } from "../../mail/booking.ts";
import { bodyLimit, requireJson } from "../../middleware/body.ts";
import { apiError, databaseUnavailable, methodNotAllowed } from "../../http/answers.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { sendersFor } from "../../outbox/deliver.ts";
import type { OutboxItem } from "../../outbox/items.ts";
import { webhookCalls } from "../../outbox/webhooks.ts";

/** Cal.com's booking payloads carry the event type, responses, organizer and more: well under this. */
export const MAX_BOOKING_BODY_BYTES = 64 * 1024;

/** The calendar's trigger events this endpoint records, and what each means here. */
const TRIGGERS: Record<string, BookingEvent> = {
  BOOKING_CREATED: "created",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
};

const UID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `X-Cal-Signature-256`: the hex HMAC-SHA256 of the raw body under the webhook's secret. */
function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Whether `signature` is the HMAC-SHA256 of `body` under `secret`. `crypto.subtle.verify`
 * compares in constant time, so the answer's timing tells nothing about how much matched.
 */
export async function validCalSignature(secret: string, body: string, signature: string | undefined): Promise<boolean> {
  const expected = hexBytes((signature ?? "").trim());
  if (!expected) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return crypto.subtle.verify("HMAC", key, expected, encoder.encode(body));
}

/** What the endpoint reads of a Cal.com booking webhook; everything else in it is ignored. */
export interface CalBooking {
  event: BookingEvent;
  uid: string;
  startAt: string;
  endAt: string | null;
  attendee: { name: string; email: string };
  /** The lead id the booking link carried (`metadata[lead]`), if it is one. */
  leadId?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function isoTime(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const shortText = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/**
 * The booking in a webhook body: `{ triggerEvent, createdAt, payload: { uid, startTime,
 * endTime, attendees: [{ email, name, timeZone }], metadata: { lead } } }`. `"ignored"`
 * for a trigger this endpoint does not record (a PING, a meeting that ended), undefined
 * for a body that is not a booking.
 */
export function readCalBooking(body: unknown): CalBooking | "ignored" | undefined {
  if (!isObject(body) || typeof body.triggerEvent !== "string") return undefined;
  const event = TRIGGERS[body.triggerEvent];
  if (!event) return "ignored";
  const payload = body.payload;
  if (!isObject(payload)) return undefined;
  const uid = typeof payload.uid === "string" ? payload.uid : "";
  const startAt = isoTime(payload.startTime);
  if (!UID_PATTERN.test(uid) || !startAt) return undefined;
  const first = Array.isArray(payload.attendees) && isObject(payload.attendees[0]) ? payload.attendees[0] : {};
  const lead = isObject(payload.metadata) ? shortText(payload.metadata.lead, 40).toLowerCase() : "";
  return {
    event,
    uid,
    startAt,
    endAt: isoTime(payload.endTime) ?? null,
    attendee: { name: shortText(first.name, 200), email: shortText(first.email, 254) },
    ...(ID_PATTERN.test(lead) && lead.startsWith("inq_") ? { leadId: lead } : {}),
  };
}

/**
 * Where the lead's booking counts in the funnel: under the same source its questionnaire
 * events counted under (on our own site the page it was sent from, else the partner or
 * origin), and its campaign.
 */
export function bookingFunnelSource(c: Context<AppEnv>, inquiry: InquiryRow): string {
  const ownSite = inquiry.source !== "" && inquiry.source === c.var.config.siteOrigin;
  if (!ownSite) return inquiry.source;
  const attribution = parseJsonColumn<Attribution>(inquiry.attribution);
  return attribution?.page ?? attribution?.landing ?? inquiry.source;
}

/**
 * `POST /api/bookings/calcom`: Cal.com's booking webhook (created, rescheduled, cancelled),
 * sent server to server, so without an Origin (the Origin check lets it through; CORS
 * never applies). The signature is checked before anything is read: missing or wrong,
 * 401 and nothing stored. Each booking uid and event is stored once, with the inquiry it
 * belongs to; a matched one also marks the inquiry booked (created), notifies staff,
 * queues an `inquiry.booked` webhook call and counts `booked` in the funnel, all in one
 * batch. A replay answers 200 and changes nothing.
 */
export const bookings = new Hono<AppEnv>()
  .post("/calcom", rateLimit("bookings"), requireJson(), bodyLimit(MAX_BOOKING_BODY_BYTES), async function calcomBooking(c) {
    const config = c.var.config;
    const secret = config.calcomWebhookSecret;
    if (!secret || !(await validCalSignature(secret, c.var.bodyText, c.req.header("X-Cal-Signature-256")))) {
      return c.json({ error: "invalid_signature" }, 401);
    }
    let body: unknown;
    try {
      body = JSON.parse(c.var.bodyText);
    } catch {
      return apiError(c, 400, "invalid_json");
    }
    const booking = readCalBooking(body);
    if (booking === undefined) return apiError(c, 400, "invalid_body");
    if (booking === "ignored") return c.json({ stored: false }, 200);

    const db = c.env.DB;
    const now = new Date();
    const nowIso = now.toISOString();
    try {
      if (await bookingSeen(db, booking.uid, booking.event)) return c.json({ stored: false }, 200);
      const inquiry = await matchInquiry(db, booking.leadId, booking.attendee.email, now);
      const row: BookingRow = {
        id: bookingId(booking.uid, booking.event),
        uid: booking.uid,
        event: booking.event,
        lead_id: inquiry?.id ?? null,
        status: bookingStatus[booking.event],
        start_at: booking.startAt,
        end_at: booking.endAt,
        attendee_name: booking.attendee.name,
        attendee_email: booking.attendee.email,
        created_at: nowIso,
      };
      const statements = [insertBookingStatement(db, row)];
      let items: OutboxItem[] = [];
      const senders = sendersFor(config);
      if (inquiry) {
        if (booking.event === "created") {
          statements.push(moveLeadStatement(db, "inquiry", inquiry.id, "booked", nowIso));
          const lang = toLocale(inquiry.locale);
          const counted = { event: "booked" as const, source: bookingFunnelSource(c, inquiry), campaign: inquiry.campaign, lang };
          statements.push(funnelCountStatement(db, counted, nowIso.slice(0, 10)));
        }
        const notice = { event: booking.event, uid: booking.uid, startAt: booking.startAt, inquiry };
        const data = {
          id: inquiry.id,
          booking: { uid: booking.uid, event: booking.event, status: row.status, startTime: booking.startAt, endTime: booking.endAt },
        };
        items = claimSendable(
          [
            { channel: "mail", kind: "booking_notification", leadId: inquiry.id, message: renderBookingNotification(notice, config) },
            ...webhookCalls({ type: "inquiry.booked", timestamp: nowIso, data }, inquiry.id, config),
          ],
          senders,
        );
      }
      const queued = enqueue(db, items, nowIso);
      try {
        await db.batch([...statements, ...queued.statements]);
      } catch (err) {
        // The same booking event arriving twice at once: the other request stored it.
        if (await bookingSeen(db, booking.uid, booking.event)) return c.json({ stored: false }, 200);
        throw err;
      }
      deliverAfterResponse(c, queued.ids, items, senders);
      return c.json({ stored: true, lead: inquiry?.id ?? null }, 200);
    } catch (err) {
      return databaseUnavailable(c, "storing a booking", err);
    }
  })
  .all("/calcom", methodNotAllowed("POST"));
