/**
 * A small typed client of Cal.com API v2 (free times, slot reservations, bookings); every
 * answer is checked against its shape before anything in it is used.
 */
import { array, type Infer, is, number, optional, record, string, type } from "superstruct";
import type { SchedulingSettings } from "../config.ts";

/**
 * The pinned `cal-api-version` per endpoint family: without the header an older version
 * answers in another shape. Change it together with the shapes below, docs/api.md and
 * worker/booking/testing/calcom-fixtures.ts.
 */
const CAL_API_VERSIONS = { slots: "2024-09-04", bookings: "2024-08-13" } as const;

/** How long one call to Cal.com may take before the visitor is told to try again. */
const CALL_TIMEOUT_MS = 8_000;

const SlotsAnswer = type({ status: string(), data: record(string(), array(type({ start: string(), end: optional(string()) }))) });

const ReservationAnswer = type({ status: string(), data: type({ reservationUid: string() }) });

const BookingData = type({
  id: number(),
  uid: string(),
  start: string(),
  end: string(),
  duration: number(),
  status: string(),
  location: optional(string()),
  meetingUrl: optional(string()),
  icsUid: optional(string()),
  hosts: array(type({ name: string() })),
});
const BookingAnswer = type({ status: string(), data: BookingData });

export type CalBookingData = Infer<typeof BookingData>;

/** Why a call to Cal.com did not give what was asked. */
export type CalFailure = "taken" | "unavailable";
export type CalResult<T> = { ok: true; value: T } | { ok: false; failure: CalFailure };

async function call(
  settings: SchedulingSettings,
  family: keyof typeof CAL_API_VERSIONS,
  path: string,
  init: { method: string; body?: unknown } = { method: "GET" },
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { "cal-api-version": CAL_API_VERSIONS[family] };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${settings.apiUrl}${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Cal.com refuses a time someone else holds or took with a 4xx other than auth and not-found. */
const isTakenStatus = (status: number) => status === 400 || status === 409 || status === 422;

async function attempt<T>(what: string, run: () => Promise<CalResult<T>>): Promise<CalResult<T>> {
  try {
    return await run();
  } catch (err) {
    console.error(`Cal.com: ${what} failed`, err);
    return { ok: false, failure: "unavailable" };
  }
}

function unexpected<T>(what: string, status: number): CalResult<T> {
  console.error(`Cal.com: ${what} answered ${status} or an unexpected shape`);
  return { ok: false, failure: "unavailable" };
}

/** Free times: their starts (UTC ISO, earliest first) and the call's length in minutes. */
export interface SlotList {
  starts: string[];
  duration: number;
}

/** The length of a call when Cal.com has no free time to tell it by. */
const DEFAULT_MINUTES = 30;

/** The free times between two instants (`format=range`, so each slot's end gives the call's length). */
export function getFreeSlots(settings: SchedulingSettings, range: { start: string; end: string }) {
  return attempt("free times", async (): Promise<CalResult<SlotList>> => {
    const query = new URLSearchParams({ eventTypeId: String(settings.eventTypeId), ...range, timeZone: "UTC", format: "range" });
    const { status, json } = await call(settings, "slots", `/v2/slots?${query}`);
    if (status !== 200 || !is(json, SlotsAnswer)) return unexpected("free times", status);
    const slots = Object.values(json.data).flat();
    const starts = slots.map((slot) => Date.parse(slot.start)).filter((t) => !Number.isNaN(t));
    const first = slots[0];
    const minutes = first?.end ? (Date.parse(first.end) - Date.parse(first.start)) / 60_000 : Number.NaN;
    const duration = Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_MINUTES;
    return { ok: true, value: { starts: starts.sort((a, b) => a - b).map((t) => new Date(t).toISOString()), duration } };
  });
}

/** Holds a free time while the booking is made; its uid releases it. */
export function reserveSlot(settings: SchedulingSettings, slotStart: string) {
  return attempt("a reservation", async (): Promise<CalResult<string>> => {
    const body = { eventTypeId: settings.eventTypeId, slotStart };
    const { status, json } = await call(settings, "slots", "/v2/slots/reservations", { method: "POST", body });
    if (isTakenStatus(status)) return { ok: false, failure: "taken" };
    if (status !== 201 && status !== 200) return unexpected("a reservation", status);
    if (!is(json, ReservationAnswer)) return unexpected("a reservation", status);
    return { ok: true, value: json.data.reservationUid };
  });
}

/** Lets a reservation go (after the booking, or when it failed); a failure only costs the hold's 5 minutes. */
export async function releaseSlot(settings: SchedulingSettings, reservationUid: string): Promise<void> {
  await attempt("releasing a reservation", async () => {
    await call(settings, "slots", `/v2/slots/reservations/${encodeURIComponent(reservationUid)}`, { method: "DELETE" });
    return { ok: true, value: undefined };
  });
}

export interface NewBooking {
  start: string;
  attendee: { name: string; email: string; timeZone: string; language: string };
  metadata: Record<string, string>;
}

/** Books a time for the attendee; `taken` when someone else got it first. */
export function createBooking(settings: SchedulingSettings, booking: NewBooking) {
  return attempt("a booking", async (): Promise<CalResult<CalBookingData>> => {
    const body = { ...booking, eventTypeId: settings.eventTypeId };
    const { status, json } = await call(settings, "bookings", "/v2/bookings", { method: "POST", body });
    if (isTakenStatus(status)) return { ok: false, failure: "taken" };
    if (status !== 201 && status !== 200) return unexpected("a booking", status);
    if (!is(json, BookingAnswer)) return unexpected("a booking", status);
    return { ok: true, value: json.data };
  });
}

/** Cal.com's own pages for a booking (it builds these links from the uid; their pages ask before they change anything). */
export function bookingLinks(settings: SchedulingSettings, uid: string): { rescheduleUrl: string; cancelUrl: string } {
  const id = encodeURIComponent(uid);
  return { rescheduleUrl: `${settings.bookerUrl}/reschedule/${id}`, cancelUrl: `${settings.bookerUrl}/booking/${id}?cancel=true` };
}
