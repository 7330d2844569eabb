import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post, validInquiry } from "../../../testing/http.ts";
import { readBookingsOfLead, readInquiry } from "../../testing/rows.ts";
import {
  type BookingRow,
  bookedStarts,
  bookingId,
  bookingSeen,
  inquiryByEmail,
  insertBookingStatement,
  leadOfBooking,
  lifecycleStatements,
  standingBooking,
} from "./bookings.ts";

const now = "2026-11-29T09:00:00.000Z";

function booking(uid: string, event: BookingRow["event"], lead_id: string | null, more: Partial<BookingRow> = {}): BookingRow {
  return {
    id: bookingId(uid, event),
    uid,
    event,
    lead_id,
    status: event === "created" ? "booked" : event,
    start_at: "2026-12-01T09:00:00.000Z",
    end_at: "2026-12-01T09:30:00.000Z",
    attendee_name: "Anna Huber",
    attendee_email: "ANNA@Acme.at",
    created_at: now,
    ical_uid: null,
    location: null,
    replaces_uid: null,
    ...more,
  };
}

async function store(row: BookingRow): Promise<void> {
  const lead = row.lead_id;
  await env.DB.batch([insertBookingStatement(env.DB, row), ...(lead ? lifecycleStatements(env.DB, lead, now) : [])]);
}

async function newInquiry(email = validInquiry.email): Promise<string> {
  return ((await (await post("/api/inquiries", { ...validInquiry, email })).json()) as { id: string }).id;
}

describe("a booking's events", () => {
  it("book the inquiry, keep no name or address of a matched booking, and store each event once", async () => {
    const id = await newInquiry();
    await store(booking("uid-a", "created", id));
    expect(await readInquiry(env.DB, id)).toMatchObject({ status: "booked", status_changed_at: now });
    expect(await readBookingsOfLead(env.DB, id)).toEqual([
      expect.objectContaining({ id: "created:uid-a", uid: "uid-a", attendee_name: "", attendee_email: "" }),
    ]);
    expect(await bookingSeen(env.DB, "uid-a", "created")).toBe(true);
    expect(await bookingSeen(env.DB, "uid-a", "cancelled")).toBe(false);
    await expect(store(booking("uid-a", "created", id))).rejects.toThrow();
    expect(await leadOfBooking(env.DB, "uid-a")).toBe(id);
  });

  it("cancel the inquiry once no booking of it stands, and book it again when one is rescheduled", async () => {
    const id = await newInquiry();
    await store(booking("uid-b", "created", id));
    await store(booking("uid-b", "cancelled", id));
    expect((await readInquiry(env.DB, id))?.status).toBe("cancelled");
    expect(await standingBooking(env.DB, id)).toBeNull();
    await store(booking("uid-c", "rescheduled", id, { start_at: "2026-12-02T10:00:00.000Z" }));
    expect((await readInquiry(env.DB, id))?.status).toBe("booked");
    expect((await standingBooking(env.DB, id))?.uid).toBe("uid-c");
    expect(await bookedStarts(env.DB, "2026-12-02T00:00:00.000Z", "2026-12-03T00:00:00.000Z")).toEqual(
      new Set(["2026-12-02T10:00:00.000Z"]),
    );
  });

  it("free the time a reschedule moved away from, though Cal.com sends no cancellation for it", async () => {
    const id = await newInquiry();
    await store(booking("uid-e", "created", id, { start_at: "2026-12-04T09:00:00.000Z" }));
    await store(booking("uid-f", "rescheduled", id, { start_at: "2026-12-04T11:00:00.000Z", replaces_uid: "uid-e" }));
    expect(await bookedStarts(env.DB, "2026-12-04T00:00:00.000Z", "2026-12-05T00:00:00.000Z")).toEqual(
      new Set(["2026-12-04T11:00:00.000Z"]),
    );
    expect((await standingBooking(env.DB, id))?.uid).toBe("uid-f");
  });

  it("keep an unmatched booking's attendee normalised, and find an inquiry by that address only within 30 days", async () => {
    const id = await newInquiry("unmatched@acme.at");
    await store(booking("uid-d", "created", null, { attendee_email: "UNMATCHED@Acme.at" }));
    const stored = await env.DB.prepare("SELECT attendee_email, lead_id FROM bookings WHERE uid = 'uid-d'").first();
    expect(stored).toEqual({ attendee_email: "unmatched@acme.at", lead_id: null });
    expect((await inquiryByEmail(env.DB, "Unmatched@ACME.at", new Date()))?.id).toBe(id);
    expect(await inquiryByEmail(env.DB, "unmatched@acme.at", new Date(Date.now() + 31 * 86_400_000))).toBeNull();
  });
});
