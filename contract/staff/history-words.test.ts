import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deStaff } from "../../locales/de/staff.ts";
import { callTime } from "../../staff/format.ts";
import { historyLines } from "./history-words.ts";

const de = setupI18n({ locale: "de", messages: { de: deStaff } });
const read = {
  status: (code: string) => code,
  day: (value: string) => value,
  reward: (value: string) => value,
  callTime: (iso: string) => callTime(iso, "de"),
};
const statusMove = {
  id: 1,
  action: "status",
  detail: '{"from":"new","to":"contacted"}',
  actor: "anna@agency.test",
  at: "2026-11-28T08:00:00.000Z",
};
const booking = (event: string, created_at: string) => ({ uid: "bk1", event, start_at: "2026-12-01T09:00:00.000Z", created_at });

describe("a lead's history", () => {
  it("lists the calendar's booking, move and cancellation among staff's changes, oldest first", () => {
    const lines = historyLines(
      de,
      {
        history: [statusMove],
        bookings: [booking("created", "2026-11-27T10:00:00.000Z"), booking("cancelled", "2026-11-29T10:00:00.000Z")],
      },
      read,
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Termin gebucht für Di., 1.12., 10:00 (Mitteleuropäische Zeit).",
      "Status von „new“ auf „contacted“ geändert.",
      "Termin am Di., 1.12., 10:00 (Mitteleuropäische Zeit) abgesagt.",
    ]);
    expect(lines[0]?.actor).toBe("über den Kalender");
  });

  it("is not empty for a booked inquiry nobody on staff has touched", () => {
    expect(historyLines(de, { history: [], bookings: [booking("rescheduled", "2026-11-27T10:00:00.000Z")] }, read)).toHaveLength(1);
  });
});
