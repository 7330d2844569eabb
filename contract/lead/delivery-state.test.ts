/** How staff read a delivery's state, and the retry policy's figures that the operations guide states. */
import { describe, expect, it } from "vitest";
import { deliveryPolicy, deliveryState, retryDelayMs } from "./delivery-state.ts";

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

describe("the delivery policy", () => {
  const minutes = (ms: number) => ms / 60_000;

  it("waits 5 minutes after the first failure and doubles the wait, never beyond 6 hours", () => {
    expect([1, 2, 3, 4].map((n) => minutes(retryDelayMs(n)))).toEqual([5, 10, 20, 40]);
    expect(minutes(retryDelayMs(0))).toBe(5);
    expect(minutes(retryDelayMs(20))).toBe(6 * 60);
  });

  it("gives up after about 10.6 hours of failures, as the operations guide tells staff", () => {
    let waited = 0;
    for (let failed = 1; failed < deliveryPolicy.maxAttempts; failed++) waited += retryDelayMs(failed);
    expect(deliveryPolicy.maxAttempts).toBe(8);
    expect(Math.round(minutes(waited) / 6) / 10).toBe(10.6);
  });

  it("reports a row as failing to staff well before the outbox gives up on it", () => {
    expect(deliveryPolicy.failingAfterAttempts).toBeGreaterThan(0);
    expect(deliveryPolicy.failingAfterAttempts).toBeLessThan(deliveryPolicy.maxAttempts);
  });
});
