/**
 * The staff CLI end to end: campaigns and bookings: `list --campaign`, where a lead
 * came from, the funnel per campaign and `bookings`.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CALCOM_SECRET, inquiry, sharedWorld } from "../testing/shared-world.ts";
import { inTurn, parseCsv } from "../testing/world.ts";

const world = sharedWorld();
const { leads, leadsWith, post, sql } = world;
// This file's counts start from an empty database, whatever ran before it on the shared world.
beforeAll(() => world.reset());

describe("campaigns and bookings", () => {
  /** A Cal.com booking webhook as Cal.com signs it (hex HMAC-SHA256 of the raw body). */
  async function book(uid: string, email: string, lead?: string): Promise<void> {
    // A booking links to its lead only with the lead's token, as the booking page's link carries it.
    const token = lead ? String(sql(`SELECT booking_token FROM project_inquiries WHERE id = '${lead}'`)[0]?.booking_token) : "";
    const body = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      createdAt: new Date().toISOString(),
      payload: {
        uid,
        startTime: "2026-12-01T09:00:00.000Z",
        endTime: "2026-12-01T09:30:00.000Z",
        attendees: [{ email, name: "Anna Huber", timeZone: "Europe/Vienna" }],
        metadata: lead ? { lead, token } : {},
      },
    });
    const res = await fetch(`${world.origin}/api/bookings/calcom`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-cal-signature-256": createHmac("sha256", CALCOM_SECRET).update(body).digest("hex"),
      },
      body,
    });
    expect(res.status).toBe(200);
  }

  it("lists the leads of one campaign and shows where a lead came from", async () => {
    const spring = await post(
      "/api/inquiries",
      {
        ...inquiry,
        email: "spring.lead@acme.at",
        attribution: { utm_source: "newsletter", utm_campaign: "spring", page: "/de/" },
        hiddenFields: { plan: "pro" },
      },
      { origin: world.origin },
    );
    // Without a campaign of its own, the session's first touch's counts.
    const autumn = await post("/api/inquiries", {
      ...inquiry,
      email: "autumn.lead@acme.at",
      attribution: { first: { utm_campaign: "autumn" } },
    });
    const [springList, autumnList, none, subscribers, show, csv] = await inTurn([
      () => leadsWith({ COLUMNS: "200" }, "list", "inquiries", "--campaign", "spring"),
      () => leadsWith({ COLUMNS: "200" }, "list", "inquiries", "--campaign", "autumn"),
      () => leads("list", "inquiries", "--campaign", "winter"),
      () => leads("list", "subscribers", "--campaign", "spring"),
      () => leadsWith({ COLUMNS: "200" }, "show", spring),
      () => leads("export", "inquiries", "--format", "csv", "--since", "1d"),
    ]);
    expect(springList.stdout).toContain(spring);
    expect(springList.stdout).not.toContain(autumn);
    expect(springList.stdout).toContain("Inquiries: 1, newest first.");
    expect(autumnList.stdout).toContain(autumn);
    expect(autumnList.stdout).not.toContain(spring);
    expect(none).toMatchObject({ code: 0, stdout: "Inquiries: none match.\n" });
    expect(subscribers).toMatchObject({ code: 2, stderr: expect.stringContaining("subscribers have no campaign") });
    expect(show.stdout).toMatch(/\nCampaign name +spring\n/);
    expect(show.stdout).toMatch(/\nCampaign source +newsletter\n/);
    expect(show.stdout).toMatch(/\nHidden field plan +pro\n/);
    expect(show.stdout).toMatch(/\nCampaign +spring\n/);
    // A spreadsheet gets a column per attribution value and hidden field: no value shares a cell.
    const [header, ...rows] = parseCsv(csv.stdout.slice(1));
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === spring)![i]]));
    expect(row).toMatchObject({ utm_campaign: "spring", utm_source: "newsletter", page: "/de/", "hidden.plan": "pro", campaign: "spring" });
    expect(header).not.toContain("attribution");
  }, 120_000);

  it("reads the funnel per campaign with the calls booked, and lists bookings with the unmatched ones flagged", async () => {
    for (const event of [
      { event: "open", source: "/de/", lang: "de", campaign: "summer" },
      { event: "open", source: "/de/", lang: "de", campaign: "summer" },
      { event: "submit", source: "/de/", lang: "de", campaign: "summer" },
    ]) {
      const res = await fetch(`${world.origin}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(204);
    }
    const lead = await post(
      "/api/inquiries",
      { ...inquiry, email: "summer.lead@acme.at", attribution: { utm_campaign: "summer", page: "/de/" } },
      { origin: world.origin },
    );
    await book("bkSummerLead01", "summer.lead@acme.at", lead);
    await book("bkNobody000001", "nobody@example.org");
    expect(sql(`SELECT status FROM project_inquiries WHERE id = '${lead}'`)).toEqual([{ status: "booked" }]);

    const [json, chart, all, unmatched, show] = await inTurn([
      () => leads("funnel", "--by", "campaign", "--format", "json", "--since", "1d"),
      () => leads("funnel", "--by", "campaign", "--since", "1d"),
      () => leadsWith({ COLUMNS: "200" }, "bookings"),
      () => leadsWith({ COLUMNS: "200" }, "bookings", "--unmatched"),
      () => leadsWith({ COLUMNS: "200" }, "show", lead),
    ]);
    expect(json).toMatchObject({ code: 0, stderr: "" });
    const rows = (JSON.parse(json.stdout) as { rows: Record<string, unknown>[] }).rows;
    expect(rows.find((r) => r.campaign === "summer")).toEqual({
      campaign: "summer",
      opened: 2,
      step2: 0,
      step3: 0,
      summary: 0,
      submitted: 1,
      failed: 0,
      booked: 1,
    });
    expect(chart.stdout).toContain("Per campaign (utm_campaign");
    expect(chart.stdout).toMatch(/\nsummer\n {2}Opened +2 +100\.0%/);
    expect(chart.stdout).toMatch(/\n {2}Call booked +1 +50\.0% +0\.0%/);
    expect(chart.stdout).toMatch(/\n {2}summer +1 +0 +0 +50\.0%\n/);

    expect(all.code).toBe(0);
    expect(all.stdout).toContain(lead);
    expect(all.stdout).toContain("UNMATCHED");
    expect(all.stdout).toContain("nobody@example.org");
    expect(all.stdout).toContain("2 booking events, newest first, 1 unmatched.");
    expect(unmatched.stdout).not.toContain(lead);
    expect(unmatched.stdout).toContain("nobody@example.org");
    // The lead shows its booking: 09:00 UTC is 10:00 in Vienna in December.
    expect(show.stdout).toMatch(/\nStatus +Call booked\n/);
    expect(show.stdout).toContain("Booking bkSummerLead01: Booked, call 2026-12-01 10:00 (Call booked), reported ");
    expect((await leads("bookings", "--status", "new")).code).toBe(2);
  }, 120_000);
});
