import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../../contract/mail-message.ts";
import type { BookingRow } from "../../db/leads/d1/bookings.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readInquiry } from "../../db/testing/rows.ts";
import { envWith, fetchWith, post, validInquiry } from "../../testing/http.ts";

const SECRET = "calcom-test-secret";
const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const bookingEnv = envWith({ CALCOM_WEBHOOK_SECRET: SECRET, WEBHOOK_URLS: "https://hooks.test/200", WEBHOOK_SECRET });

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The tests' clock: Monday 23 November 2026, 10:00 UTC (only Date is faked). */
const NOW = "2026-11-23T10:00:00.000Z";

interface Lead {
  id: string;
  token: string;
}

/** A body shaped like Cal.com's documented booking webhooks (trimmed to what matters plus some noise). */
function calPayload(
  triggerEvent: string,
  {
    uid = "bk7Xq2ZrLm9",
    lead,
    token = typeof lead === "string" ? undefined : lead?.token,
    email = "anna@acme.at",
    start = "2026-12-01T09:00:00.000Z",
    createdAt = NOW,
    rescheduleUid,
  }: {
    uid?: string;
    lead?: Lead | string;
    token?: string;
    email?: string;
    start?: string;
    createdAt?: string;
    rescheduleUid?: string;
  } = {},
) {
  const leadId = typeof lead === "string" ? lead : lead?.id;
  const metadata = { ...(leadId ? { lead: leadId } : {}), ...(token ? { token } : {}), videoCallUrl: "https://app.cal.com/video/x" };
  return {
    triggerEvent,
    createdAt,
    payload: {
      type: "erstgespraech",
      title: "Erstgespräch between Agency and Anna Huber",
      description: "",
      startTime: start,
      endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      organizer: { id: 1, name: "Agency", email: "hello@example.com", timeZone: "Europe/Vienna", language: { locale: "de" } },
      attendees: [{ email, name: "Anna Huber", timeZone: "Europe/Vienna", language: { locale: "de" } }],
      responses: { name: { label: "your_name", value: "Anna Huber" }, email: { label: "email_address", value: email } },
      uid,
      bookingId: 4711,
      status: triggerEvent === "BOOKING_CANCELLED" ? "CANCELLED" : "ACCEPTED",
      metadata,
      ...(rescheduleUid ? { rescheduleUid } : {}),
    },
  };
}

async function deliver(body: unknown, signature?: string): Promise<Response> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.50" };
  const sig = signature ?? (await sign(raw));
  if (sig) headers["X-Cal-Signature-256"] = sig;
  return fetchWith(bookingEnv, "/api/bookings/calcom", { method: "POST", headers, body: raw });
}

async function newInquiry(extra: Record<string, unknown> = {}): Promise<Lead> {
  const res = await post("/api/inquiries", { ...validInquiry, ...extra }, { headers: { Origin: "https://agency.test" } });
  expect(res.status).toBe(201);
  const { id, bookingToken } = (await res.json()) as { id: string; bookingToken: string };
  return { id, token: bookingToken };
}

const statusOf = async (lead: Lead) => (await readInquiry(env.DB, lead.id))?.status;

async function bookingRows(): Promise<BookingRow[]> {
  return (await env.DB.prepare("SELECT * FROM bookings ORDER BY created_at, uid, event").all<BookingRow>()).results;
}

async function bookedCounts(event = "booked"): Promise<{ source: string; campaign: string; count: number }[]> {
  return (
    await env.DB.prepare("SELECT source, campaign, count FROM funnel_counts WHERE event = ?1 ORDER BY source, campaign").bind(event).all<{
      source: string;
      campaign: string;
      count: number;
    }>()
  ).results;
}

describe("POST /api/bookings/calcom", () => {
  // The file's tests share one database: each starts without bookings, leads or counters.
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(NOW) });
    await env.DB.batch(
      ["bookings", "funnel_counts", "outbox", "project_inquiries", "erased_leads"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("marks the lead of a signed BOOKING_CREATED booked, tells staff in the agency's language, and a replay changes nothing", async () => {
    const lead = await newInquiry({ attribution: { utm_campaign: "spring", page: "/internal-tools" } });
    const { id } = lead;
    const body = calPayload("BOOKING_CREATED", { lead });

    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true, lead: id });
    expect(await readInquiry(env.DB, id)).toMatchObject({ status: "booked" });
    const rows = await bookingRows();
    expect(rows).toEqual([
      expect.objectContaining({
        uid: "bk7Xq2ZrLm9",
        event: "created",
        lead_id: id,
        status: "booked",
        start_at: "2026-12-01T09:00:00.000Z",
        attendee_name: "",
        attendee_email: "",
      }),
    ]);
    expect(await bookedCounts()).toEqual([{ source: "/internal-tools", campaign: "spring", count: 1 }]);

    const outbox = (await listOutboxForLead(env.DB, id)).filter((r) => r.kind === "booking_notification" || r.kind === "inquiry.booked");
    expect(outbox.map((r) => [r.channel, r.kind])).toEqual([
      ["mail", "booking_notification"],
      ["webhook", "inquiry.booked"],
    ]);
    const mail = JSON.parse(outbox[0]!.message) as MailMessage;
    // Staff read German (AGENCY_LOCALE's default) whatever the visitor used; 09:00 UTC is 10:00 in Vienna.
    expect(mail.subject).toBe(`Anna Huber hat ein Gespräch für Dienstag, 1. Dezember um 10:00 (Mitteleuropäische Zeit) gebucht (${id})`);
    expect(mail.to).toEqual([{ email: "hello@example.com" }]);
    const hook = JSON.parse(JSON.parse(outbox[1]!.message).body as string);
    expect(hook).toMatchObject({
      type: "inquiry.booked",
      data: { id, booking: { uid: "bk7Xq2ZrLm9", event: "created", status: "booked", startTime: "2026-12-01T09:00:00.000Z" } },
    });

    const before = await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<number>("n");
    const replay = await deliver(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ stored: false });
    expect(await bookingRows()).toHaveLength(1);
    expect(await bookedCounts()).toEqual([{ source: "/internal-tools", campaign: "spring", count: 1 }]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<number>("n")).toBe(before);
  });

  it("answers 401 and stores nothing for a missing, wrong or differently keyed signature", async () => {
    const lead = await newInquiry();
    const body = calPayload("BOOKING_CREATED", { lead });
    const raw = JSON.stringify(body);
    for (const signature of ["", "0".repeat(64), "not-hex", await sign(raw, "another-secret"), await sign(`${raw} `)]) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "invalid_signature" });
    }
    // Without a configured secret nothing can be verified: refused too.
    const unset = await fetchWith(envWith({ CALCOM_WEBHOOK_SECRET: undefined }), "/api/bookings/calcom", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Cal-Signature-256": await sign(raw) },
      body: raw,
    });
    expect(unset.status).toBe(401);
    expect(await unset.json()).toEqual({ error: "invalid_signature" });
    expect(await bookingRows()).toEqual([]);
    expect(await statusOf(lead)).toBe("new");
  });

  it("a cancellation after the booking makes the lead cancelled, tells staff, and stops counting it as booked", async () => {
    const lead = await newInquiry();
    const { id } = lead;
    expect((await deliver(calPayload("BOOKING_CREATED", { lead }))).status).toBe(200);
    const res = await deliver(calPayload("BOOKING_CANCELLED", { lead }));
    expect(res.status).toBe(200);
    // The tests' clock stands still, so both rows carry the same time: sorted by event.
    expect((await bookingRows()).map((r) => [r.event, r.status, r.lead_id])).toEqual([
      ["cancelled", "cancelled", id],
      ["created", "booked", id],
    ]);
    expect(await statusOf(lead)).toBe("cancelled");
    expect((await bookedCounts("cancelled")).map((r) => r.count)).toEqual([1]);
    const mails = (await listOutboxForLead(env.DB, id)).filter((r) => r.kind === "booking_notification");
    expect(mails.map((r) => r.subject)).toEqual([
      `Anna Huber hat ein Gespräch für Dienstag, 1. Dezember um 10:00 (Mitteleuropäische Zeit) gebucht (${id})`,
      `Anna Huber hat das Gespräch am Dienstag, 1. Dezember um 10:00 (Mitteleuropäische Zeit) abgesagt (${id})`,
    ]);
    // A new booking makes a cancelled lead booked again, and counts it again.
    expect((await deliver(calPayload("BOOKING_CREATED", { lead, uid: "bkSecond001" }))).status).toBe(200);
    expect(await statusOf(lead)).toBe("booked");
    expect((await bookedCounts()).map((r) => r.count)).toEqual([2]);
  });

  it("a cancellation that arrives before its booking never makes the lead booked", async () => {
    const lead = await newInquiry();
    expect(await (await deliver(calPayload("BOOKING_CANCELLED", { lead }))).json()).toEqual({ stored: true, lead: lead.id });
    expect(await statusOf(lead)).toBe("new");
    expect(await (await deliver(calPayload("BOOKING_CREATED", { lead }))).json()).toEqual({ stored: true, lead: lead.id });
    expect(await statusOf(lead)).toBe("new");
    expect(await bookedCounts()).toEqual([]);
  });

  it("a reschedule follows rescheduleUid: the new booking stands, cancelling the old one changes nothing, cancelling the new one does", async () => {
    const lead = await newInquiry();
    await deliver(calPayload("BOOKING_CREATED", { lead, uid: "bkOriginal01" }));
    // Cal.com's reschedule carries a new uid; metadata may not come with it.
    const moved = await deliver(calPayload("BOOKING_RESCHEDULED", { uid: "bkMoved00001", rescheduleUid: "bkOriginal01", token: "" }));
    expect(await moved.json()).toEqual({ stored: true, lead: lead.id });
    expect(await statusOf(lead)).toBe("booked");
    await deliver(calPayload("BOOKING_CANCELLED", { lead, uid: "bkOriginal01" }));
    expect(await statusOf(lead)).toBe("booked");
    await deliver(calPayload("BOOKING_CANCELLED", { uid: "bkMoved00001" }));
    expect(await statusOf(lead)).toBe("cancelled");
    expect((await bookedCounts()).map((r) => r.count)).toEqual([1]);
  });

  it("a reschedule that arrives before the booking it replaces still ends booked, once", async () => {
    const lead = await newInquiry();
    await deliver(calPayload("BOOKING_RESCHEDULED", { lead, uid: "bkMoved00002", rescheduleUid: "bkOriginal02" }));
    await deliver(calPayload("BOOKING_CREATED", { lead, uid: "bkOriginal02" }));
    expect(await statusOf(lead)).toBe("booked");
    await deliver(calPayload("BOOKING_CANCELLED", { lead, uid: "bkOriginal02" }));
    expect(await statusOf(lead)).toBe("booked");
    expect((await bookedCounts()).map((r) => r.count)).toEqual([1]);
  });

  it("a booking naming a lead without its token, or matching only its address, changes no status and is kept for staff", async () => {
    const lead = await newInquiry();
    const byEmail = await deliver(calPayload("BOOKING_CREATED", { uid: "bkByEmail01", email: " Anna@ACME.at " }));
    expect(await byEmail.json()).toEqual({ stored: true, lead: null });
    const named = await deliver(calPayload("BOOKING_CREATED", { uid: "bkNamed0001", lead: lead.id }));
    expect(await named.json()).toEqual({ stored: true, lead: null });
    const forged = await deliver(calPayload("BOOKING_CREATED", { uid: "bkForged001", lead: lead.id, token: "A".repeat(32) }));
    expect(await forged.json()).toEqual({ stored: true, lead: null });
    expect(await statusOf(lead)).toBe("new");
    const unmatched = (await bookingRows()).find((r) => r.uid === "bkByEmail01");
    expect(unmatched).toMatchObject({ lead_id: null, status: "booked", attendee_name: "Anna Huber", attendee_email: "anna@acme.at" });
    expect((await listOutboxForLead(env.DB, lead.id)).filter((r) => r.kind === "booking_notification")).toEqual([]);
  });

  it("a booking made on the booking page with metadata[lead] and metadata[token] marks the lead booked", async () => {
    const lead = await newInquiry();
    const res = await deliver(calPayload("BOOKING_CREATED", { uid: "bkFromPage1", lead }));
    expect(await res.json()).toEqual({ stored: true, lead: lead.id });
    expect(await statusOf(lead)).toBe("booked");
  });

  it("stores nothing for a stale, future or replayed-after-erasure webhook (200 stored: false)", async () => {
    const lead = await newInquiry();
    const stale = new Date(Date.parse(NOW) - 11 * 60_000).toISOString();
    const future = new Date(Date.parse(NOW) + 60 * 60_000).toISOString();
    for (const createdAt of [stale, future, "yesterday"]) {
      const res = await deliver(calPayload("BOOKING_CREATED", { lead, createdAt }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stored: false });
    }
    const captured = calPayload("BOOKING_CREATED", { lead, email: "anna@acme.at" });
    // `forget` deletes the inquiry and keeps only its id.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM project_inquiries WHERE id = ?1").bind(lead.id),
      env.DB.prepare("INSERT INTO erased_leads (id, erased_at) VALUES (?1, ?2)").bind(lead.id, NOW),
    ]);
    const replay = await deliver(captured);
    expect(await replay.json()).toEqual({ stored: false });
    expect(await bookingRows()).toEqual([]);
  });

  it("answers prototype trigger names 200 not stored, and times more than 366 days away 400 invalid_body", async () => {
    for (const triggerEvent of ["__proto__", "toString", "constructor", "hasOwnProperty"]) {
      const res = await deliver({ ...calPayload("BOOKING_CREATED"), triggerEvent });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stored: false });
    }
    for (const start of ["1", "2028-01-01T09:00:00.000Z", "2025-11-01T09:00:00.000Z"]) {
      const res = await deliver(calPayload("BOOKING_CREATED", { uid: "bkFarAway01", start }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid_body" });
    }
    expect(await bookingRows()).toEqual([]);
  });

  it("ignores triggers it does not record and refuses a body that is not a booking", async () => {
    expect((await deliver({ triggerEvent: "PING", payload: {} })).status).toBe(200);
    expect((await deliver({ triggerEvent: "BOOKING_CREATED", payload: { uid: "x" } })).status).toBe(400);
    expect(await bookingRows()).toEqual([]);
  });

  it("refuses a body over 64 KB before checking it, and stores nothing", async () => {
    const body = calPayload("BOOKING_CREATED", { uid: "bkTooLarge01" });
    const huge = { ...body, payload: { ...body.payload, description: "x".repeat(70 * 1024) } };
    const res = await deliver(huge);
    expect(res.status).toBe(413);
    expect(await bookingRows()).toEqual([]);
  });

  it("takes the webhook without an Origin header (server to server)", async () => {
    const res = await deliver(calPayload("BOOKING_CREATED", { uid: "bkNoOrigin1" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
