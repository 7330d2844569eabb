import { describe, expect, it } from "vitest";
import { BOOKING_MATCH_DAYS } from "../../../contract/booking/wire.ts";
import { retentionDays } from "../../../contract/retention/index.ts";
import { bookingEventLabels } from "../../../contract/staff/words.ts";
import { cellWidth } from "../format.ts";
import { say } from "../testing/cli.ts";

describe("bookings in German (AGENCY_LOCALE=de)", () => {
  it("heads the table in German, the call on the agency's clock, an unmatched booking flagged, every line within 80 columns", async () => {
    const booking = {
      id: 1,
      uid: "bk_1",
      event: "created",
      status: "booked",
      start_at: "2026-05-06T07:00:00.000Z",
      created_at: "2026-05-04T08:00:00.000Z",
    };
    const bookings = await say(
      { AGENCY_LOCALE: "de" },
      async () => [[{ ...booking, lead_id: null, name: "Anna", email: "a@example.at" }]],
      {
        name: "bookings",
        since: "2026-05-01T00:00:00.000Z",
        unmatched: false,
      },
    );
    expect(bookings.split("\n")[0]).toMatch(/^Gemeldet +Ereignis +Termin +Lead/);
    expect(bookings).toContain("06.05. 09:00");
    expect(bookings).toContain("OHNE ANFRAGE");
    // The event by the inbox's word for it, never the webhook's code.
    expect(bookings.split("\n")[2]).toMatch(/^04\.05\. 10:00 +Gebucht +06\.05\. 09:00 /);
    for (const line of bookings.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
  });

  it("states the match window and how long an unmatched booking is kept from the contract, in English and German", async () => {
    const row = { id: 1, uid: "bk_1", event: "created", status: "booked", start_at: "2026-05-06T07:00:00.000Z", lead_id: null };
    const command = { name: "bookings", since: "2026-05-01T00:00:00.000Z", unmatched: false } as const;
    const english = (await say({ AGENCY_LOCALE: "en" }, async () => [[row]], command)).replaceAll("\n", " ");
    expect(english).toContain(`no inquiry of the last ${BOOKING_MATCH_DAYS} days has that id or address`);
    expect(english).toContain(`deleted ${retentionDays("unmatchedBookings")} days after they arrived`);
    const german = (await say({ AGENCY_LOCALE: "de" }, async () => [[row]], command)).replaceAll("\n", " ");
    expect(german).toContain(`der letzten ${BOOKING_MATCH_DAYS} Tage`);
    expect(german).toContain(`${retentionDays("unmatchedBookings")} Tage nach Eingang`);
  });

  it("names every booking event in words in both languages, and an unknown one as stored", async () => {
    const command = { name: "bookings", since: "2026-05-01T00:00:00.000Z", unmatched: false } as const;
    const events = [...Object.keys(bookingEventLabels), "no_show"];
    const rows = events.map((event, n) => ({ id: n, uid: `bk_${n}`, event, status: "booked", lead_id: "inq_abcdefghijklmnop" }));
    for (const locale of ["en", "de"]) {
      const lines = (await say({ AGENCY_LOCALE: locale }, async () => [rows], command)).split("\n").slice(2, 2 + rows.length);
      const cells = lines.map((line) => line.trim().split(/ {2,}/)[0]);
      for (const cell of cells.slice(0, -1)) expect(events, locale).not.toContain(cell);
      expect(new Set(cells).size, locale).toBe(events.length);
      expect(cells.at(-1)).toBe("no_show");
    }
  });
});
