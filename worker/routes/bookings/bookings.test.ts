import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BookingRow } from "../../db/bookings.ts";
import { readInquiry } from "../../db/inquiries.ts";
import { listOutboxForLead } from "../../db/outbox.ts";
import type { MailMessage } from "../../mail/message.ts";
import { envWith, fetchWith, post, validInquiry } from "../../testing/http.ts";

const SECRET = "calcom-test-secret";
const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const bookingEnv = envWith({ CALCOM_WEBHOOK_SECRET: SECRET, WEBHOOK_URLS: "https://hooks.test/200", WEBHOOK_SECRET });

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A body shaped like Cal.com's documented booking webhooks (trimmed to what matters plus some noise). */
function calPayload(
  triggerEvent: string,
  {
    uid = "bk7Xq2ZrLm9",
    lead,
    email = "anna@acme.at",
    start = "2026-12-01T09:00:00.000Z",
  }: { uid?: string; lead?: string; email?: string; start?: string } = {},
) {
  return {
    triggerEvent,
    createdAt: "2026-11-23T10:00:00.000Z",
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
      metadata: lead ? { lead, videoCallUrl: "https://app.cal.com/video/x" } : { videoCallUrl: "https://app.cal.com/video/x" },
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

async function newInquiry(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await post("/api/inquiries", { ...validInquiry, ...extra }, { headers: { Origin: "https://agency.test" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function bookingRows(): Promise<BookingRow[]> {
  return (await env.DB.prepare("SELECT * FROM bookings ORDER BY created_at, uid, event").all<BookingRow>()).results;
}

async function bookedCounts(): Promise<{ source: string; campaign: string; count: number }[]> {
  return (
    await env.DB.prepare("SELECT source, campaign, count FROM funnel_counts WHERE event = 'booked' ORDER BY source, campaign").all<{
      source: string;
      campaign: string;
      count: number;
    }>()
  ).results;
}

describe("POST /api/bookings/calcom", () => {
  // The file's tests share one database: each starts without bookings, leads or counters.
  beforeEach(async () => {
    await env.DB.batch(["bookings", "funnel_counts", "outbox", "project_inquiries"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  });

  it("marks the lead of a signed BOOKING_CREATED booked, tells staff in the agency's language, and a replay changes nothing", async () => {
    const id = await newInquiry({ attribution: { utm_campaign: "spring", page: "/internal-tools" } });
    const body = calPayload("BOOKING_CREATED", { lead: id });

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
    expect(mail.subject).toBe(`Anna Huber hat ein Gespräch für Dienstag, 1. Dezember um 10:00 gebucht (${id})`);
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
    const id = await newInquiry();
    const body = calPayload("BOOKING_CREATED", { lead: id });
    const raw = JSON.stringify(body);
    for (const signature of ["", "0".repeat(64), "not-hex", await sign(raw, "another-secret"), await sign(`${raw} `)]) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(401);
    }
    // Without a configured secret nothing can be verified: refused too.
    const unset = await fetchWith(envWith({ CALCOM_WEBHOOK_SECRET: undefined }), "/api/bookings/calcom", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Cal-Signature-256": await sign(raw) },
      body: raw,
    });
    expect(unset.status).toBe(401);
    expect(await bookingRows()).toEqual([]);
    expect(await readInquiry(env.DB, id)).toMatchObject({ status: "new" });
  });

  it("records a cancelled booking beside the created one, and tells staff", async () => {
    const id = await newInquiry();
    expect((await deliver(calPayload("BOOKING_CREATED", { lead: id }))).status).toBe(200);
    const res = await deliver(calPayload("BOOKING_CANCELLED", { lead: id }));
    expect(res.status).toBe(200);
    expect((await bookingRows()).map((r) => [r.event, r.status, r.lead_id])).toEqual([
      ["created", "booked", id],
      ["cancelled", "cancelled", id],
    ]);
    const mails = (await listOutboxForLead(env.DB, id)).filter((r) => r.kind === "booking_notification");
    expect(mails.map((r) => r.subject)).toEqual([
      `Anna Huber hat ein Gespräch für Dienstag, 1. Dezember um 10:00 gebucht (${id})`,
      `Anna Huber hat das Gespräch am Dienstag, 1. Dezember um 10:00 abgesagt (${id})`,
    ]);
  });

  it("matches a booking without metadata by the attendee's address, and keeps one that matches nothing as unmatched", async () => {
    const id = await newInquiry();
    const byEmail = await deliver(calPayload("BOOKING_RESCHEDULED", { uid: "bkByEmail01", email: " Anna@ACME.at " }));
    expect(await byEmail.json()).toEqual({ stored: true, lead: id });

    const stranger = await deliver(calPayload("BOOKING_CREATED", { uid: "bkStranger1", email: "Max@Example.com" }));
    expect(await stranger.json()).toEqual({ stored: true, lead: null });
    const unmatched = (await bookingRows()).find((r) => r.uid === "bkStranger1");
    expect(unmatched).toMatchObject({ lead_id: null, status: "booked", attendee_name: "Anna Huber", attendee_email: "max@example.com" });
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
