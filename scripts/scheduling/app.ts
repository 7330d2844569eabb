/**
 * The local stand-in for Cal.com's API v2, which the Worker's real Cal.com client talks to
 * in local dev and e2e tests: one event type, 30-minute weekday slots in Vienna, bookings in
 * memory, and Cal.com's signed booking webhooks.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { company } from "../../contract/site/company.ts";
import { formatZoned, isTimeZone, zonedDay, zonedToUtc, zoneOffsetMinutes } from "./zoned.ts";

/** The one event type, as the Worker's `CALCOM_EVENT_TYPE_ID` names it locally. */
export const EVENT_TYPE_ID = 1;
export const SLOT_MINUTES = 30;
export const WORKING_HOURS = { zone: "Europe/Vienna", from: 9, to: 17 } as const;
export const HORIZON_DAYS = 14;
/** Cal.com holds a reserved slot 5 minutes unless told otherwise. */
const RESERVATION_MINUTES = 5;
/** The `cal-api-version` each family of endpoints answers to here, as the Worker pins them. */
export const API_VERSIONS = { slots: "2024-09-04", bookings: "2024-08-13" } as const;

export interface StandInBooking {
  id: number;
  uid: string;
  title: string;
  status: "accepted" | "cancelled";
  start: string;
  end: string;
  duration: number;
  eventTypeId: number;
  attendee: { name: string; email: string; timeZone: string; language: string };
  metadata: Record<string, string>;
  cancellationReason?: string;
  createdAt: string;
}

export interface SchedulingOptions {
  /** Where the signed BOOKING_CREATED/CANCELLED webhooks go (the Worker's `/api/bookings/calcom`), asked at each send. */
  webhookUrl?: string | (() => string);
  /** The webhook secret (the Worker's `CALCOM_WEBHOOK_SECRET`); without it no webhook is sent. */
  webhookSecret?: string;
}

interface Reservation {
  uid: string;
  slotStart: number;
  until: number;
}

const host = { id: 1, name: company.founder.name, email: company.email, username: "agency", timeZone: WORKING_HOURS.zone };

type Json = Record<string, unknown>;

/** Cal.com's error envelope. */
function calError(c: Context, status: 400 | 401 | 404 | 422, code: string, message: string) {
  return c.json({ status: "error", timestamp: new Date().toISOString(), path: c.req.path, error: { code, message } }, status);
}

/** Every slot start (UTC ms) of the working hours from `now` to the horizon. */
export function workingSlots(now: number): number[] {
  const starts: number[] = [];
  const horizon = now + HORIZON_DAYS * 86_400_000;
  for (let dayStart = now - 86_400_000; dayStart <= horizon; dayStart += 86_400_000) {
    const [y, m, d] = zonedDay(dayStart, WORKING_HOURS.zone).split("-").map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let minute = WORKING_HOURS.from * 60; minute < WORKING_HOURS.to * 60; minute += SLOT_MINUTES) {
      const start = zonedToUtc(WORKING_HOURS.zone, y, m, d, Math.floor(minute / 60), minute % 60);
      if (start > now && start <= horizon) starts.push(start);
    }
  }
  return starts;
}

function versionIs(c: Context, expected: string): boolean {
  return c.req.header("cal-api-version") === expected;
}

const randomUid = () => crypto.randomUUID().replaceAll("-", "").slice(0, 22);

/** `X-Cal-Signature-256`: the lowercase hex HMAC-SHA256 of the exact body. */
export async function calSignature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A booking as Cal.com's webhook payload describes it (CalendarEvent plus uid, metadata, status). */
function webhookPayload(booking: StandInBooking): Json {
  const person = (p: { name: string; email: string; timeZone: string; language: string }) => ({
    name: p.name,
    email: p.email,
    timeZone: p.timeZone,
    language: { locale: p.language },
  });
  return {
    type: "consultation",
    title: booking.title,
    startTime: booking.start,
    endTime: booking.end,
    organizer: person({ ...host, language: "en" }),
    attendees: [person(booking.attendee)],
    uid: booking.uid,
    bookingId: booking.id,
    iCalUID: `${booking.uid}@Cal.com`,
    metadata: booking.metadata,
    status: booking.status === "accepted" ? "ACCEPTED" : "CANCELLED",
    ...(booking.cancellationReason !== undefined ? { cancellationReason: booking.cancellationReason } : {}),
  };
}

/** Sends one signed webhook after the answer; a Worker that is not up only costs a log line. */
function sendWebhook(options: SchedulingOptions, triggerEvent: string, booking: StandInBooking): void {
  const { webhookSecret } = options;
  const webhookUrl = typeof options.webhookUrl === "function" ? options.webhookUrl() : options.webhookUrl;
  if (!webhookUrl || !webhookSecret) return;
  const body = JSON.stringify({ triggerEvent, createdAt: new Date().toISOString(), payload: webhookPayload(booking) });
  void calSignature(webhookSecret, body)
    .then((signature) =>
      fetch(webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "X-Cal-Signature-256": signature }, body }),
    )
    .then(
      (res) => res.ok || console.error(`scheduling: ${triggerEvent} webhook answered ${res.status}`),
      (err: unknown) => console.error(`scheduling: ${triggerEvent} webhook failed`, err),
    );
}

/** The booking as Cal.com API v2 (2024-08-13) answers it. */
export function bookingOutput(booking: StandInBooking): Json {
  return {
    id: booking.id,
    uid: booking.uid,
    title: booking.title,
    description: "",
    hosts: [host],
    status: booking.status,
    ...(booking.cancellationReason !== undefined ? { cancellationReason: booking.cancellationReason } : {}),
    start: booking.start,
    end: booking.end,
    duration: booking.duration,
    eventTypeId: booking.eventTypeId,
    eventType: { id: booking.eventTypeId, slug: "consultation" },
    meetingUrl: `https://cal.example/video/${booking.uid}`,
    location: `https://cal.example/video/${booking.uid}`,
    absentHost: false,
    createdAt: booking.createdAt,
    updatedAt: booking.createdAt,
    metadata: booking.metadata,
    icsUid: `${booking.uid}@Cal.com`,
    attendees: [{ ...booking.attendee, absent: false }],
    guests: [],
    bookingFieldsResponses: { name: booking.attendee.name, email: booking.attendee.email },
  };
}

interface State {
  bookings: StandInBooking[];
  reservations: Map<string, Reservation>;
  nextId: number;
}

/** Whether a slot is held by a live reservation other than `except`. */
function reserved(state: State, start: number, except?: string): boolean {
  const now = Date.now();
  for (const r of state.reservations.values()) if (r.slotStart === start && r.until > now && r.uid !== except) return true;
  return false;
}

const booked = (state: State, start: number) =>
  state.bookings.some((b) => b.status === "accepted" && Date.parse(b.start) === start && b.eventTypeId === EVENT_TYPE_ID);

const isFree = (state: State, start: number) => workingSlots(Date.now()).includes(start) && !booked(state, start);

function instant(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** `GET /v2/slots`: free starts between `start` and `end`, keyed by day in `timeZone`. */
function getSlots(c: Context, state: State) {
  if (!versionIs(c, API_VERSIONS.slots)) return calError(c, 400, "BadRequestException", `cal-api-version ${API_VERSIONS.slots} expected`);
  const q = c.req.query();
  const timeZone = q.timeZone ?? "UTC";
  const from = instant(q.start);
  const to = instant(q.end);
  if (from === undefined || to === undefined || !isTimeZone(timeZone))
    return calError(c, 400, "BadRequestException", "start, end and timeZone must be valid");
  if (Number(q.eventTypeId) !== EVENT_TYPE_ID) return calError(c, 404, "NotFoundException", "Event type not found");
  // A date-only end means the whole of that day.
  const until = /^\d{4}-\d{2}-\d{2}$/.test(q.end ?? "") ? to + 86_400_000 - 1 : to;
  const data: Record<string, { start: string; end?: string }[]> = {};
  for (const start of workingSlots(Date.now())) {
    if (start < from || start > until || booked(state, start) || reserved(state, start)) continue;
    const day = zonedDay(start, timeZone);
    const slot = { start: formatZoned(start, timeZone) };
    const list = data[day] ?? [];
    data[day] = list;
    list.push(q.format === "range" ? { ...slot, end: formatZoned(start + SLOT_MINUTES * 60_000, timeZone) } : slot);
  }
  return c.json({ status: "success", data });
}

/** `POST /v2/slots/reservations`: holds a free slot for 5 minutes. */
async function reserveSlot(c: Context, state: State) {
  if (!versionIs(c, API_VERSIONS.slots)) return calError(c, 400, "BadRequestException", `cal-api-version ${API_VERSIONS.slots} expected`);
  const body = (await c.req.json().catch(() => ({}))) as Json;
  const start = instant(body.slotStart);
  if (body.eventTypeId !== EVENT_TYPE_ID) return calError(c, 404, "NotFoundException", "Event type not found");
  if (start === undefined || !isFree(state, start)) return calError(c, 400, "BadRequestException", "This slot is not available");
  if (reserved(state, start)) return calError(c, 422, "UnprocessableEntityException", "This slot is already reserved");
  const minutes = typeof body.reservationDuration === "number" ? body.reservationDuration : RESERVATION_MINUTES;
  const reservation = { uid: crypto.randomUUID(), slotStart: start, until: Date.now() + minutes * 60_000 };
  state.reservations.set(reservation.uid, reservation);
  const data = {
    eventTypeId: EVENT_TYPE_ID,
    slotStart: new Date(start).toISOString(),
    slotEnd: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
    slotDuration: SLOT_MINUTES,
    reservationUid: reservation.uid,
    reservationDuration: minutes,
    reservationUntil: new Date(reservation.until).toISOString(),
  };
  return c.json({ status: "success", data }, 201);
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** `POST /v2/bookings`: books a free slot, answers the booking and sends BOOKING_CREATED. */
async function createBooking(c: Context, state: State, options: SchedulingOptions) {
  if (!versionIs(c, API_VERSIONS.bookings))
    return calError(c, 400, "BadRequestException", `cal-api-version ${API_VERSIONS.bookings} expected`);
  const body = (await c.req.json().catch(() => ({}))) as Json;
  const start = instant(body.start);
  const attendee = (typeof body.attendee === "object" && body.attendee !== null ? body.attendee : {}) as Json;
  if (body.eventTypeId !== EVENT_TYPE_ID) return calError(c, 404, "NotFoundException", "Event type not found");
  if (start === undefined || typeof attendee.name !== "string" || typeof attendee.email !== "string")
    return calError(c, 400, "BadRequestException", "start, attendee.name and attendee.email are required");
  if (!isFree(state, start))
    return calError(c, 400, "BadRequestException", "User either already has booking at this time or is not available");
  const timeZone = typeof attendee.timeZone === "string" && isTimeZone(attendee.timeZone) ? attendee.timeZone : "UTC";
  const language = typeof attendee.language === "string" ? attendee.language : "en";
  state.nextId += 1;
  const booking: StandInBooking = {
    id: state.nextId,
    uid: randomUid(),
    title: `Consultation between ${host.name} and ${attendee.name}`,
    status: "accepted",
    start: new Date(start).toISOString(),
    end: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
    duration: SLOT_MINUTES,
    eventTypeId: EVENT_TYPE_ID,
    attendee: { name: attendee.name, email: attendee.email, timeZone, language },
    metadata: stringRecord(body.metadata),
    createdAt: new Date().toISOString(),
  };
  state.bookings.push(booking);
  sendWebhook(options, "BOOKING_CREATED", booking);
  return c.json({ status: "success", data: bookingOutput(booking) }, 201);
}

/** `POST /v2/bookings/:uid/cancel`: cancels and sends BOOKING_CANCELLED. */
async function cancelBooking(c: Context, state: State, options: SchedulingOptions) {
  const booking = state.bookings.find((b) => b.uid === c.req.param("uid"));
  if (!booking) return calError(c, 404, "NotFoundException", "Booking not found");
  const body = (await c.req.json().catch(() => ({}))) as Json;
  if (booking.status !== "cancelled") {
    booking.status = "cancelled";
    booking.cancellationReason = typeof body.cancellationReason === "string" ? body.cancellationReason : "";
    sendWebhook(options, "BOOKING_CANCELLED", booking);
  }
  return c.json({ status: "success", data: bookingOutput(booking) });
}

/**
 * Forgets the booking `uid` alone (404 for a uid it does not hold, as Cal.com answers): a
 * test that cleans up its own booking must not take the others' with it.
 */
function forgetBooking(c: Context, state: State, uid: string) {
  const index = state.bookings.findIndex((b) => b.uid === uid);
  if (index < 0) return calError(c, 404, "NotFoundException", `Booking with uid ${uid} not found`);
  state.bookings.splice(index, 1);
  return c.body(null, 204);
}

/**
 * The stand-in's app. `GET /api/bookings` lists what was booked (newest last),
 * `DELETE /api/bookings/:uid` (or `?uid=`) forgets that one booking, `DELETE /api/bookings`
 * without a uid forgets every booking and reservation.
 *
 * @example serve({ fetch: createScheduling({ webhookUrl, webhookSecret }).fetch, port: 8026 })
 */
export function createScheduling(options: SchedulingOptions = {}) {
  const state: State = { bookings: [], reservations: new Map(), nextId: 1000 };
  return new Hono()
    .get("/v2/slots", (c) => getSlots(c, state))
    .post("/v2/slots/reservations", (c) => reserveSlot(c, state))
    .delete("/v2/slots/reservations/:uid", (c) => {
      if (!state.reservations.delete(c.req.param("uid"))) return calError(c, 404, "NotFoundException", "Reservation not found");
      return c.json({ status: "success" });
    })
    .post("/v2/bookings", (c) => createBooking(c, state, options))
    .post("/v2/bookings/:uid/cancel", (c) => cancelBooking(c, state, options))
    .get("/api/bookings", (c) => c.json(state.bookings))
    .delete("/api/bookings/:uid", (c) => forgetBooking(c, state, c.req.param("uid")))
    .delete("/api/bookings", (c) => {
      const uid = c.req.query("uid");
      if (uid !== undefined) return forgetBooking(c, state, uid);
      state.bookings.length = 0;
      state.reservations.clear();
      return c.body(null, 204);
    })
    .get("/", (c) =>
      c.text(
        `Local scheduling stand-in (Cal.com API v2): ${state.bookings.length} bookings. ` +
          `Working hours ${WORKING_HOURS.from}:00-${WORKING_HOURS.to}:00 ${WORKING_HOURS.zone}, offset now ${zoneOffsetMinutes(WORKING_HOURS.zone, Date.now())} min. ` +
          "GET /api/bookings lists them.",
      ),
    );
}
