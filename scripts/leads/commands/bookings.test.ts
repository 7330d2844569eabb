import { describe, expect, it } from "vitest";
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
    expect(bookings.split("\n")[0]).toMatch(/^gemeldet +Ereignis +Termin +Lead/);
    expect(bookings).toContain("06.05. 09:00");
    expect(bookings).toContain("OHNE ANFRAGE");
    for (const line of bookings.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
  });
});
