import { describe, expect, it } from "vitest";
import { isWorkingDay, overdueBefore, viennaClock, viennaMidnight } from "./working-days.ts";

describe("the agency's working days", () => {
  it("starts Vienna's day at 23:00 UTC in winter and 22:00 UTC in summer", () => {
    expect(viennaMidnight("2026-12-01")).toBe("2026-11-30T23:00:00.000Z");
    expect(viennaMidnight("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
    expect(viennaClock(new Date("2026-11-30T23:30:00Z"))).toEqual({ day: "2026-12-01", hour: 0, minute: 30 });
  });

  it("skips weekends and the configured holidays", () => {
    expect(isWorkingDay("2026-12-05", new Set())).toBe(false);
    expect(isWorkingDay("2026-12-08", new Set(["2026-12-08"]))).toBe(false);
    expect(isWorkingDay("2026-12-09", new Set(["2026-12-08"]))).toBe(true);
  });

  it("makes a Friday lead overdue on Tuesday with one working day, not on Monday", () => {
    const friday = "2026-12-04T14:00:00.000Z";
    const monday = new Date("2026-12-07T16:00:00Z");
    const tuesday = new Date("2026-12-08T07:00:00Z");
    expect(friday < overdueBefore(monday, 1, new Set())).toBe(false);
    expect(friday < overdueBefore(tuesday, 1, new Set())).toBe(true);
    // A holiday on Monday moves the promise to Tuesday evening.
    expect(friday < overdueBefore(tuesday, 1, new Set(["2026-12-07"]))).toBe(false);
  });
});
