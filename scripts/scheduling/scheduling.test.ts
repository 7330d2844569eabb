import { describe, expect, it, vi } from "vitest";
import {
  bookingAnswer,
  bookingCreatedWebhook,
  errorAnswer,
  reservationAnswer,
  shapeOf,
  slotsAnswer,
} from "../../worker/booking/testing/calcom-fixtures.ts";
import { API_VERSIONS, calSignature, createScheduling, EVENT_TYPE_ID, workingSlots } from "./app.ts";
import { formatZoned, zonedToUtc } from "./zoned.ts";

type App = ReturnType<typeof createScheduling>;

const slotsHeaders = { "cal-api-version": API_VERSIONS.slots, "Content-Type": "application/json" };
const bookingHeaders = { "cal-api-version": API_VERSIONS.bookings, "Content-Type": "application/json" };

async function slots(app: App, timeZone = "Europe/Vienna"): Promise<Record<string, { start: string }[]>> {
  const start = new Date().toISOString();
  const end = new Date(Date.now() + 15 * 86_400_000).toISOString();
  const res = await app.request(`/v2/slots?eventTypeId=${EVENT_TYPE_ID}&start=${start}&end=${end}&timeZone=${timeZone}`, {
    headers: slotsHeaders,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, { start: string }[]> }).data;
}

function book(app: App, start: string) {
  const attendee = { name: "Anna Huber", email: "anna@acme.at", timeZone: "Europe/Vienna", language: "de" };
  return app.request("/v2/bookings", {
    method: "POST",
    headers: bookingHeaders,
    body: JSON.stringify({ start, eventTypeId: EVENT_TYPE_ID, attendee, metadata: { lead: "inq_aaaaaaaaaaaaaaaa", token: "t" } }),
  });
}

const firstSlot = async (app: App) => Object.values(await slots(app))[0]?.[0]?.start ?? "";

describe("zoned time", () => {
  it("turns Vienna's 09:00 into UTC in winter and in summer", () => {
    expect(new Date(zonedToUtc("Europe/Vienna", 2026, 12, 1, 9, 0)).toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(new Date(zonedToUtc("Europe/Vienna", 2026, 7, 1, 9, 0)).toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(formatZoned(Date.parse("2026-12-01T08:00:00Z"), "America/New_York")).toBe("2026-12-01T03:00:00.000-05:00");
  });

  it("offers 16 half-hour slots a working day, none on weekends, none past 14 days", () => {
    const monday = Date.parse("2026-11-29T23:30:00Z"); // Monday 00:30 in Vienna
    const starts = workingSlots(monday);
    const days = new Set(starts.map((s) => formatZoned(s, "Europe/Vienna").slice(0, 10)));
    expect(days.size).toBe(10);
    expect(starts.length).toBe(160);
    expect(formatZoned(starts[0] ?? 0, "Europe/Vienna")).toBe("2026-11-30T09:00:00.000+01:00");
    expect(formatZoned(starts.at(-1) ?? 0, "Europe/Vienna")).toBe("2026-12-11T16:30:00.000+01:00");
  });
});

describe("the Cal.com API v2 stand-in", () => {
  it("answers in the shapes transcribed from Cal.com (worker/booking/testing/calcom-fixtures.ts)", async () => {
    const app = createScheduling();
    const data = await slots(app);
    expect(shapeOf(Object.values(data)[0])).toEqual(shapeOf(Object.values(slotsAnswer.data)[0]));
    const start = Object.values(data)[0]?.[0]?.start ?? "";
    const reserve = await app.request("/v2/slots/reservations", {
      method: "POST",
      headers: slotsHeaders,
      body: JSON.stringify({ eventTypeId: EVENT_TYPE_ID, slotStart: start }),
    });
    expect(reserve.status).toBe(201);
    expect(shapeOf(await reserve.json())).toEqual(shapeOf(reservationAnswer));
    const booked = await book(app, start);
    expect(booked.status).toBe(201);
    expect(shapeOf(await booked.json())).toEqual(shapeOf(bookingAnswer));
    const again = await book(app, start);
    expect(again.status).toBe(400);
    expect(shapeOf(await again.json())).toEqual(shapeOf(errorAnswer));
  });

  it("hides reserved and booked slots, refuses a second reservation, lists and empties bookings", async () => {
    const app = createScheduling();
    const start = await firstSlot(app);
    const reserve = () =>
      app.request("/v2/slots/reservations", {
        method: "POST",
        headers: slotsHeaders,
        body: JSON.stringify({ eventTypeId: EVENT_TYPE_ID, slotStart: start }),
      });
    const held = (await (await reserve()).json()) as { data: { reservationUid: string } };
    expect(await firstSlot(app)).not.toBe(start);
    expect((await reserve()).status).toBe(422);
    const release = await app.request(`/v2/slots/reservations/${held.data.reservationUid}`, { method: "DELETE", headers: slotsHeaders });
    expect(release.status).toBe(200);
    expect(await firstSlot(app)).toBe(start);
    expect((await book(app, start)).status).toBe(201);
    expect(await firstSlot(app)).not.toBe(start);
    expect(((await (await app.request("/api/bookings")).json()) as unknown[]).length).toBe(1);
    expect((await app.request("/api/bookings", { method: "DELETE" })).status).toBe(204);
    expect(await firstSlot(app)).toBe(start);
  });

  it("forgets only the booking a DELETE names, and answers 404 for a uid it does not hold", async () => {
    const app = createScheduling();
    const [first, second] = Object.values(await slots(app)).flat();
    const uids: string[] = [];
    for (const slot of [first, second]) {
      const res = await book(app, slot!.start);
      expect(res.status).toBe(201);
      uids.push(((await res.json()) as { data: { uid: string } }).data.uid);
    }
    const held = async () => ((await (await app.request("/api/bookings")).json()) as { uid: string }[]).map((b) => b.uid);
    expect((await app.request("/api/bookings/no-such-uid", { method: "DELETE" })).status).toBe(404);
    expect((await app.request("/api/bookings?uid=no-such-uid", { method: "DELETE" })).status).toBe(404);
    expect(await held()).toEqual(uids);
    expect((await app.request(`/api/bookings/${uids[0]}`, { method: "DELETE" })).status).toBe(204);
    expect(await held()).toEqual([uids[1]]);
    expect((await app.request(`/api/bookings?uid=${uids[1]}`, { method: "DELETE" })).status).toBe(204);
    expect(await held()).toEqual([]);
  });

  it("refuses calls without the pinned cal-api-version", async () => {
    const app = createScheduling();
    const res = await app.request(`/v2/slots?eventTypeId=1&start=2050-01-01&end=2050-01-02`);
    expect(res.status).toBe(400);
  });

  it("sends signed BOOKING_CREATED and BOOKING_CANCELLED webhooks in Cal.com's shape", async () => {
    const sent: { body: string; signature: string | null }[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      sent.push({ body: String(init?.body), signature: new Headers(init?.headers).get("X-Cal-Signature-256") });
      return new Response(null, { status: 200 });
    });
    try {
      const app = createScheduling({ webhookUrl: "http://127.0.0.1:1/api/bookings/calcom", webhookSecret: "s3cret" });
      const created = (await (await book(app, await firstSlot(app))).json()) as { data: { uid: string } };
      await app.request(`/v2/bookings/${created.data.uid}/cancel`, {
        method: "POST",
        headers: bookingHeaders,
        body: JSON.stringify({ cancellationReason: "clash" }),
      });
      await vi.waitFor(() => expect(sent.length).toBe(2));
      const [first, second] = sent.map((s) => JSON.parse(s.body) as typeof bookingCreatedWebhook);
      expect(first?.triggerEvent).toBe("BOOKING_CREATED");
      expect(second?.triggerEvent).toBe("BOOKING_CANCELLED");
      expect(shapeOf(first)).toEqual(shapeOf(bookingCreatedWebhook));
      expect(first?.payload.metadata).toEqual({ lead: "inq_aaaaaaaaaaaaaaaa", token: "t" });
      expect(sent[0]?.signature).toBe(await calSignature("s3cret", sent[0]?.body ?? ""));
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
