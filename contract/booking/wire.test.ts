import { describe, expect, it } from "vitest";
import { isBookableInstant, validateBookingRequest } from "./wire.ts";

describe("booking requests", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  it("take instants within 366 days only", () => {
    expect(isBookableInstant("2026-12-01T09:00:00.000Z", now)).toBe(true);
    expect(isBookableInstant("2026-12-01T10:00:00+01:00", now)).toBe(true);
    expect(isBookableInstant("1", now)).toBe(false);
    expect(isBookableInstant("2028-01-01T09:00:00Z", now)).toBe(false);
    expect(isBookableInstant("2026-12-01", now)).toBe(false);
  });
  it("need a lead id, a token of 32 characters, a start and a time zone", () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const valid = { leadId: "inq_abcdefghijklmnop", bookingToken: "A".repeat(32), start, timeZone: "America/Argentina/Buenos_Aires" };
    expect(validateBookingRequest(valid).ok).toBe(true);
    expect(validateBookingRequest({ ...valid, bookingToken: "short" })).toMatchObject({
      ok: false,
      fields: { bookingToken: "invalid_characters" },
    });
    expect(validateBookingRequest({ ...valid, leadId: "ref_abcdefghijklmnop" }).ok).toBe(false);
    expect(validateBookingRequest({ ...valid, timeZone: "../../etc" }).ok).toBe(false);
  });
});
