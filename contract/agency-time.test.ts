import { describe, expect, it } from "vitest";
import { agencyClock, agencyDate, agencyLongTimestamp, agencyTimestamp, windowStart } from "./agency-time.ts";

describe("the agency's clock", () => {
  it("writes stored UTC times on Vienna's clock, summer and winter, whatever the machine's zone", () => {
    expect(agencyTimestamp("2026-05-04T08:30:00.000Z")).toBe("2026-05-04 10:30");
    expect(agencyTimestamp("2026-01-15T23:30:00.000Z")).toBe("2026-01-16 00:30");
    expect(agencyTimestamp("2026-05-04T08:30:00.000Z", { short: true })).toBe("05-04 10:30");
    expect(agencyTimestamp("2026-05-04T08:30:00.000Z", { locale: "de" })).toBe("04.05.2026 10:30");
    expect(agencyTimestamp("2026-05-04T08:30:00.000Z", { locale: "de", short: true })).toBe("04.05. 10:30");
    expect(agencyTimestamp(null)).toBe("");
    expect(agencyTimestamp("3months")).toBe("3months");
    expect(agencyClock(new Date("2026-11-30T23:30:00Z"))).toEqual({ day: "2026-12-01", hour: 0, minute: 30 });
    expect(agencyDate("2026-11-30", "de")).toBe("30.11.2026");
    expect(agencyDate("2026-11-30")).toBe("2026-11-30");
  });

  it("starts the last 30 days 29 days before Vienna's today, which at 00:30 Vienna is already tomorrow in UTC terms", () => {
    expect(windowStart(new Date("2026-05-04T08:30:00.000Z"), 30)).toBe("2026-04-05");
    expect(windowStart(new Date("2026-11-30T23:30:00Z"), 30)).toBe("2026-11-02");
    expect(windowStart(new Date("2026-11-30T23:30:00Z"), 1)).toBe("2026-12-01");
  });

  it("says a time as a sentence does, on Vienna's clock across summer time, in the reader's language", () => {
    expect(agencyLongTimestamp("2026-05-04T08:12:00.000Z", "de-AT")).toBe("4. Mai 2026 um 10:12");
    expect(agencyLongTimestamp("2026-11-30T23:30:00.000Z", "en-GB")).toBe("1 December 2026 at 00:30");
    expect(agencyLongTimestamp(null, "en-GB")).toBe("");
    expect(agencyLongTimestamp("soon", "en-GB")).toBe("soon");
  });
});
