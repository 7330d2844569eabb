/** Where an outbox delivery stands, and the retry policy: inbox and CLI classify a row here so they never disagree. */

/** What the outbox table stores in `status`; every other state is read from the row's attempts and claim. */
export type OutboxStatus = "pending" | "sent" | "dead";

/** The stored statuses by name, for statements that bind them instead of spelling them. */
export const outboxStatus = { pending: "pending", sent: "sent", dead: "dead" } as const satisfies Record<OutboxStatus, OutboxStatus>;

/** The outbox's retry numbers, shared by the sender and the digest so they cannot drift apart. */
export const deliveryPolicy = {
  /** Failed attempts after which a retried row counts as failing, so the digest warns long before the outbox gives up. */
  failingAfterAttempts: 3,
  /** Failed attempts after which a row is `dead`; with the doubling delays they span about ten hours of outage. */
  maxAttempts: 8,
  /** Delay after the first failure; doubles with every further one. */
  baseDelayMs: 5 * 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  /**
   * Attempts that may end without an answer (timeout, lost connection, dead runner): the first
   * may have been delivered, so a mail goes out at most twice.
   */
  maxUncertain: 1,
} as const;

/** How long a row waits after its `attempts`-th failure: doubling from the base, capped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(deliveryPolicy.maxDelayMs, deliveryPolicy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * `held`: first attempt planned for later (an acknowledgement a booking may replace);
 * `sending`: claimed now; `retrying`: failed at least once; `dead`: given up.
 */
export type DeliveryState = "pending" | "held" | "sending" | "retrying" | "sent" | "dead";

/** The outbox columns the state is read from, as a reader selected them (`claimed_until` only where it has it). */
export interface DeliveryRow {
  /** An `OutboxStatus`; `unknown` because the CLI's rows come back from wrangler untyped. */
  status?: unknown;
  attempts?: unknown;
  next_attempt_at?: unknown;
  claimed_until?: unknown;
}

/** The state of `row` at `now` (ISO times compare as strings); a retry's wait is no hold. */
export function deliveryState(row: DeliveryRow, now: Date = new Date()): DeliveryState {
  if (row.status === outboxStatus.sent || row.status === outboxStatus.dead) return row.status;
  const at = now.toISOString();
  if (typeof row.claimed_until === "string" && row.claimed_until > at) return "sending";
  if (Number(row.attempts ?? 0) > 0) return "retrying";
  return typeof row.next_attempt_at === "string" && row.next_attempt_at > at ? "held" : "pending";
}
