import type { Context } from "hono";
import { bookingEvent, bookingStatus } from "../../contract/booking/events.ts";
import type { BookedCall, BookingRequest } from "../../contract/booking/wire.ts";
import { toLocale } from "../../contract/locales.ts";
import { greetableName } from "../../contract/names.ts";
import { company } from "../../contract/site/company.ts";
import type { SchedulingSettings } from "../config.ts";
import { type BookableInquiry, type BookingRow, bookingId, readBookableInquiry, standingBooking } from "../db/leads/d1/bookings.ts";
import { dropHeldStatement } from "../db/outbox/d1/outbox.ts";
import type { OutboxItem } from "../db/outbox/statements/outbox-items.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";
import { calendarNotes, renderBookingConfirmation } from "../mail/booking.ts";
import { mailI18n } from "../mail/i18n.ts";
import { storeAndDeliver } from "../outbox/queue.ts";
import { bookingLinks, type CalBookingData, createBooking, releaseSlot, reserveSlot } from "./calcom.ts";
import { type CallDetails, callCalendarFile } from "./calendar-file.ts";
import { bookingNotices, lifecycleFollowUps, storeBookingEvent } from "./records.ts";
import { tokenMatches } from "./token.ts";

/** Sent to Cal.com (which mails the attendee) instead of a typed name that does not look like one. */
const NEUTRAL_NAME = "Guest";

/** The path of a booking's calendar file on our Worker. */
function calendarFilePath(leadId: string, token: string): string {
  return `/api/booking/calendar.ics?${new URLSearchParams({ lead: leadId, token })}`;
}

/** The call as the confirmation, the calendar file and the mail describe it. */
function callDetails(row: BookingRow, inquiry: BookableInquiry): CallDetails {
  return {
    uid: row.uid,
    icalUid: row.ical_uid ?? `${row.uid}@Cal.com`,
    start: row.start_at,
    end: row.end_at ?? row.start_at,
    location: row.location ?? "",
    summary: `${company.name}: ${company.founder.name} / ${inquiry.contact_name}`,
    description: `${company.email} · ${company.phone}`,
  };
}

/**
 * The standing call's calendar file as the route serves it: with the agenda and the links to
 * move or cancel in the visitor's language, as the confirmation's attachment has them.
 */
export function visitorCalendarFile(settings: SchedulingSettings | undefined, row: BookingRow, inquiry: BookableInquiry): string {
  const notes = settings ? calendarNotes(mailI18n(toLocale(inquiry.locale)), bookingLinks(settings, row.uid)) : "";
  return callCalendarFile(callDetails(row, inquiry), notes);
}

export function bookedCall(c: Context<AppEnv>, settings: SchedulingSettings, row: BookingRow, inquiry: BookableInquiry): BookedCall {
  const details = callDetails(row, inquiry);
  const duration = Math.round((Date.parse(details.end) - Date.parse(details.start)) / 60_000);
  return {
    uid: row.uid,
    start: details.start,
    end: details.end,
    duration,
    location: details.location,
    calendarFile: `${c.var.config.siteUrl}${calendarFilePath(inquiry.id, inquiry.booking_token ?? "")}`,
    ...bookingLinks(settings, row.uid),
  };
}

function bookingRow(booking: CalBookingData, leadId: string, now: string): BookingRow {
  return {
    id: bookingId(booking.uid, bookingEvent.created),
    uid: booking.uid,
    event: bookingEvent.created,
    lead_id: leadId,
    status: bookingStatus.created,
    start_at: new Date(booking.start).toISOString(),
    end_at: new Date(booking.end).toISOString(),
    attendee_name: "",
    attendee_email: "",
    created_at: now,
    ical_uid: booking.icsUid ?? null,
    location: booking.meetingUrl ?? booking.location ?? null,
    replaces_uid: null,
  };
}

/** Holds the time, books it for the inquiry's visitor with its id and token, lets the hold go. */
async function bookAtCalcom(c: Context<AppEnv>, settings: SchedulingSettings, inquiry: BookableInquiry, request: BookingRequest) {
  const hold = await reserveSlot(settings, new Date(request.start).toISOString());
  if (!hold.ok) return hold;
  const booked = await createBooking(settings, {
    start: new Date(request.start).toISOString(),
    attendee: {
      name: greetableName(inquiry.contact_name) ?? NEUTRAL_NAME,
      email: inquiry.contact_email,
      timeZone: request.timeZone,
      language: toLocale(inquiry.locale),
    },
    metadata: { lead: inquiry.id, token: inquiry.booking_token ?? "" },
  });
  c.executionCtx.waitUntil(releaseSlot(settings, hold.value));
  return booked;
}

/**
 * `POST /api/booking`: books one free time for a stored inquiry. Only the inquiry's own
 * token books it (403 `booking_refused` otherwise, and for an inquiry whose call is booked
 * at another time); a time taken meanwhile answers 409 `slot_taken`; Cal.com unreachable
 * 503 `scheduling_unavailable`. The booking, the inquiry's new status, the funnel count,
 * the visitor's confirmation (never held back by the mailbox cap: the token proves the
 * request), the staff's notice and the webhook calls are one batch.
 */
export async function bookCall(c: Context<AppEnv>, settings: SchedulingSettings, request: BookingRequest): Promise<Response> {
  const inquiry = await readBookableInquiry(c.env.DB, request.leadId);
  if (!inquiry || !tokenMatches(inquiry.booking_token, request.bookingToken)) return apiError(c, 403, "booking_refused");
  const standing = await standingBooking(c.env.DB, inquiry.id);
  if (standing) {
    if (Date.parse(standing.start_at) !== Date.parse(request.start)) return apiError(c, 403, "booking_refused");
    return c.json(bookedCall(c, settings, standing, inquiry), 201);
  }
  const booked = await bookAtCalcom(c, settings, inquiry, request);
  if (!booked.ok)
    return apiError(c, booked.failure === "taken" ? 409 : 503, booked.failure === "taken" ? "slot_taken" : "scheduling_unavailable");
  const now = new Date().toISOString();
  const row = bookingRow(booked.value, inquiry.id, now);
  const answer = bookedCall(c, settings, row, inquiry);
  const message = renderBookingConfirmation(
    {
      inquiry,
      call: callDetails(row, inquiry),
      timeZone: request.timeZone,
      rescheduleUrl: answer.rescheduleUrl,
      cancelUrl: answer.cancelUrl,
    },
    c.var.config,
  );
  const confirmation: OutboxItem = { channel: "mail", kind: "booking_confirmation", leadId: inquiry.id, message };
  // The confirmation carries what the acknowledgement says, so an acknowledgement still held
  // is dropped in the batch that queues the confirmation: both happen or neither. One already
  // attempted may be on its way, and the statement leaves it alone.
  const dropAcknowledgement = dropHeldStatement(c.env.DB, inquiry.id, "inquiry_acknowledgement");
  const stored = await storeBookingEvent(
    c,
    row,
    [...lifecycleFollowUps(c, inquiry, now), dropAcknowledgement],
    [confirmation, ...bookingNotices(c, inquiry, row, now, message.subject)],
    now,
  );
  // Cal.com's webhook got here first and did the rest: only the visitor's confirmation is ours.
  if (!stored) await storeAndDeliver(c, [dropAcknowledgement], [confirmation], now);
  return c.json(answer, 201);
}
