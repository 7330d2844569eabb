import { describe, expect, it } from "vitest";
import { deliveryState } from "./delivery-state.ts";

const now = new Date("2026-05-04T08:00:00.000Z");

describe("a delivery's state", () => {
  it("is sent or dead as stored, whatever its attempts or claim", () => {
    expect(deliveryState({ status: "sent", attempts: 3, claimed_until: "2026-05-04T09:00:00.000Z" }, now)).toBe("sent");
    expect(deliveryState({ status: "dead", attempts: 8 }, now)).toBe("dead");
  });

  it("of a row still pending: sending while claimed, retrying after a failure, pending when its first attempt is due", () => {
    expect(deliveryState({ status: "pending", attempts: 1, claimed_until: "2026-05-04T08:01:00.000Z" }, now)).toBe("sending");
    expect(deliveryState({ status: "pending", attempts: 1, claimed_until: "2026-05-04T07:59:00.000Z" }, now)).toBe("retrying");
    expect(deliveryState({ status: "pending", attempts: "2" }, now)).toBe("retrying");
    expect(deliveryState({ status: "pending", attempts: 0, claimed_until: null }, now)).toBe("pending");
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() }, now)).toBe("pending");
  });

  it("is held while its first attempt lies ahead, and only then: a failed row waiting for its retry is retrying", () => {
    const later = "2026-05-04T08:30:00.000Z";
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: later }, now)).toBe("held");
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: "2026-05-04T07:59:00.000Z" }, now)).toBe("pending");
    expect(deliveryState({ status: "pending", attempts: 1, next_attempt_at: later }, now)).toBe("retrying");
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: later, claimed_until: later }, now)).toBe("sending");
    expect(deliveryState({ status: "sent", attempts: 0, next_attempt_at: later }, now)).toBe("sent");
  });
});
