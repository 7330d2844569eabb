import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BookedCall, FreeTimes } from "../../../contract/booking/wire.ts";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readInquiry } from "../../db/testing/rows.ts";
import { base, envWith, fetchWith, newClientIp, post, validInquiry } from "../../testing/http.ts";

interface Lead {
  id: string;
  token: string;
}

async function newLead(extra: Record<string, unknown> = {}): Promise<Lead> {
  const res = await post("/api/inquiries", { ...validInquiry, ...extra }, { headers: { Origin: base } });
  expect(res.status).toBe(201);
  const { id, bookingToken } = (await res.json()) as { id: string; bookingToken: string };
  return { id, token: bookingToken };
}

async function freeTimes(timeZone = "Europe/Vienna"): Promise<FreeTimes & { timeZone: string }> {
  const start = new Date().toISOString();
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const res = await fetchWith(env, `/api/booking/slots?${new URLSearchParams({ start, end, timeZone })}`, {
    headers: { Origin: base, "CF-Connecting-IP": newClientIp() },
  });
  expect(res.status).toBe(200);
  return res.json();
}

function book(lead: Lead, start: string, timeZone = "America/New_York") {
  return fetchWith(env, "/api/booking", {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
    body: JSON.stringify({ leadId: lead.id, bookingToken: lead.token, start, timeZone }),
  });
}

/** The local stand-in's bookings (vitest.config.ts routes https://cal.test to it). */
async function calcomBookings(): Promise<
  { uid: string; attendee: { name: string; timeZone: string }; metadata: Record<string, string> }[]
> {
  return (await fetch("https://cal.test/api/bookings")).json();
}

const vienna = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", weekday: "short", hour: "2-digit", minute: "2-digit" });

describe("GET /api/booking/slots", () => {
  it("lists free half-hour times, Monday to Friday 09:00-17:00 in Vienna, all ahead", async () => {
    const times = await freeTimes();
    expect(times.duration).toBe(30);
    expect(times.timeZone).toBe("Europe/Vienna");
    expect(times.slots.length).toBeGreaterThan(50);
    for (const slot of times.slots) {
      expect(Date.parse(slot)).toBeGreaterThan(Date.now());
      const [weekday, time] = vienna.format(new Date(slot)).split(" ");
      expect(["Mon", "Tue", "Wed", "Thu", "Fri"]).toContain(weekday?.replace(",", ""));
      expect(time! >= "09:00" && time! <= "16:30").toBe(true);
    }
    expect([...times.slots].sort()).toEqual(times.slots);
  });

  it("refuses a range that is not two instants at most 15 days apart, or a time zone that is not one", async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const queries: Record<string, string>[] = [
      { start: "1", end: iso(now + 86_400_000) },
      { start: iso(now), end: iso(now + 20 * 86_400_000) },
      { start: iso(now + 86_400_000), end: iso(now) },
      { start: iso(now), end: iso(now + 86_400_000), timeZone: "Europe/Vienna<script>" },
    ];
    for (const query of queries) {
      const res = await fetchWith(env, `/api/booking/slots?${new URLSearchParams(query)}`, { headers: { Origin: base } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid_body" });
    }
  });

  it("answers 503 scheduling_unavailable when scheduling is off, and /api/config says so", async () => {
    const off = envWith({ CALCOM_API_URL: "", CALCOM_EVENT_TYPE_ID: "" });
    const res = await fetchWith(
      off,
      `/api/booking/slots?start=${new Date().toISOString()}&end=${new Date(Date.now() + 86_400_000).toISOString()}`,
      {
        headers: { Origin: base },
      },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "scheduling_unavailable" });
    expect(await (await fetchWith(off, "/api/config")).json()).toMatchObject({ scheduling: false });
  });
});

describe("POST /api/booking", () => {
  it("books a free time for the lead with its token: the lead is booked, the visitor gets a confirmation with the .ics", async () => {
    const lead = await newLead();
    const [start] = (await freeTimes()).slots;
    const res = await book(lead, start!);
    expect(res.status).toBe(201);
    const call = (await res.json()) as BookedCall;
    expect(call).toMatchObject({ start, duration: 30, uid: expect.any(String) });
    expect(call.rescheduleUrl).toBe(`https://cal.com/reschedule/${call.uid}`);
    expect(call.cancelUrl).toBe(`https://cal.com/booking/${call.uid}?cancel=true`);
    expect(call.calendarFile).toBe(`${base}/api/booking/calendar.ics?lead=${lead.id}&token=${lead.token}`);
    expect(await readInquiry(env.DB, lead.id)).toMatchObject({ status: "booked" });

    // Cal.com got the lead's id and token in the metadata, the name as typed and the visitor's zone.
    const atCalcom = (await calcomBookings()).find((b) => b.uid === call.uid);
    expect(atCalcom).toMatchObject({
      metadata: { lead: lead.id, token: lead.token },
      attendee: { name: "Anna Huber", timeZone: "America/New_York" },
    });

    const outbox = await listOutboxForLead(env.DB, lead.id);
    expect(outbox.map((r) => r.kind)).toEqual(
      expect.arrayContaining(["booking_confirmation", "booking_notification", "inquiry_acknowledgement"]),
    );
    const confirmation = JSON.parse(outbox.find((r) => r.kind === "booking_confirmation")!.message) as MailMessage;
    expect(confirmation.to).toEqual([{ email: "anna@acme.at", name: "Anna Huber" }]);
    expect(confirmation.text).toContain("(Nordamerikanische Ostküstenzeit)");
    expect(confirmation.text).toContain(call.rescheduleUrl);
    expect(confirmation.text).toContain(call.cancelUrl);
    const [file] = confirmation.attachments ?? [];
    expect(file).toMatchObject({ filename: "call.ics", contentType: expect.stringMatching(/^text\/calendar/) });
    const ics = new TextDecoder().decode(Uint8Array.from(atob(file!.content), (ch) => ch.charCodeAt(0)));
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`UID:${call.uid}@Cal.com`);

    // The time is gone from the free times at once, and the calendar file is there for the token's holder.
    expect((await freeTimes()).slots).not.toContain(start);
    const file2 = await fetchWith(env, `/api/booking/calendar.ics?lead=${lead.id}&token=${lead.token}`);
    expect(file2.status).toBe(200);
    expect(file2.headers.get("content-type")).toMatch(/^text\/calendar/);
    // Served as attached: the agenda and the links to move or cancel, in the visitor's language (folded lines joined).
    const served = (await file2.text()).replace(/\r\n[ \t]/g, "");
    expect(served).toContain(`UID:${call.uid}@Cal.com`);
    expect(served).toContain(`Gespräch verschieben: ${call.rescheduleUrl}`);
    expect(served).toContain(`Gespräch absagen: ${call.cancelUrl}`);
    expect((await fetchWith(env, `/api/booking/calendar.ics?lead=${lead.id}&token=${"x".repeat(32)}`)).status).toBe(404);

    // The same request again (a retry) answers the same call; another time for this lead is refused.
    expect(((await (await book(lead, start!)).json()) as BookedCall).uid).toBe(call.uid);
    const other = (await freeTimes()).slots[3]!;
    expect((await book(lead, other)).status).toBe(403);
  });

  it("refuses a booking without the lead's own token, and books nothing at Cal.com", async () => {
    const lead = await newLead();
    const victim = await newLead();
    const [start] = (await freeTimes()).slots;
    const before = (await calcomBookings()).length;
    const forged = await book({ id: victim.id, token: lead.token }, start!);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: "booking_refused" });
    const missing = await fetchWith(env, "/api/booking", {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ leadId: victim.id, start, timeZone: "Europe/Vienna" }),
    });
    expect(missing.status).toBe(400);
    expect((await calcomBookings()).length).toBe(before);
    expect(await readInquiry(env.DB, victim.id)).toMatchObject({ status: "new" });
  });

  it("answers 409 slot_taken to the second visitor picking the same time, whose lead stays as it was", async () => {
    const [first, second] = [await newLead(), await newLead({ email: "max@beta.at", name: "Max Berger" })];
    const start = (await freeTimes()).slots[1]!;
    expect((await book(first, start)).status).toBe(201);
    const lost = await book(second, start);
    expect(lost.status).toBe(409);
    expect(await lost.json()).toEqual({ error: "slot_taken" });
    expect(await readInquiry(env.DB, second.id)).toMatchObject({ status: "new" });
  });

  it("sends a neutral name to Cal.com when the typed one does not look like a name", async () => {
    const lead = await newLead({ name: "Anna Huber Maria Theresia von Habsburg Lothringen" });
    const start = (await freeTimes()).slots[2]!;
    const call = (await (await book(lead, start)).json()) as BookedCall;
    expect((await calcomBookings()).find((b) => b.uid === call.uid)?.attendee.name).toBe("Guest");
  });
});

describe("the booking step's rate limit", () => {
  it("gives its four routes one budget of 30 a minute that leaves the funnel beacons and newsletter links alone", async () => {
    // The limiter counts per minute of the clock: a run that straddles a minute's end starts
    // a new budget halfway, so such a run is repeated from another address.
    const run = async (ip: string) => {
      const headers = { Origin: base, "CF-Connecting-IP": ip };
      const json = { ...headers, "Content-Type": "application/json" };
      const routes = [
        () => fetchWith(env, "/api/booking/slots", { headers }),
        () => fetchWith(env, "/api/booking/calendar.ics?lead=inq_none&token=none", { headers }),
        () => fetchWith(env, "/api/booking/release", { method: "POST", headers: json, body: "{}" }),
        () => fetchWith(env, "/api/booking", { method: "POST", headers: json, body: "{}" }),
      ];
      const minute = () => Math.floor(Date.now() / 60_000);
      const start = minute();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await routes[i % routes.length]!()).status);
      return { statuses, headers, straddled: minute() !== start };
    };
    let attempt = await run("2001:db8:b00c::1");
    if (attempt.straddled) attempt = await run("2001:db8:b00c::2");
    const { statuses, headers } = attempt;
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.slice(30)).toEqual([429, 429]);

    const beacon = await fetchWith(env, "/api/events", {
      method: "POST",
      headers: { ...headers, "Content-Type": "text/plain" },
      body: JSON.stringify({ event: "open", source: "/", lang: "en" }),
    });
    expect(beacon.status).toBe(204);
    const link = await fetchWith(env, `/api/newsletter/confirm?token=${"q".repeat(43)}`, { redirect: "manual", headers });
    expect(link.status).toBe(303);
  });
});
