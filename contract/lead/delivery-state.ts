/**
 * Where one outbox delivery stands, as staff read it, and the retry policy behind it: the
 * inbox's mails page and the CLI's `show` both classify a row here, so the two never
 * disagree on what "being retried" means.
 */

/** What the outbox table stores in `status`; every other state is read from the row's attempts and claim. */
export type OutboxStatus = "pending" | "sent" | "dead";

/** The stored statuses by name, for statements that bind them instead of spelling them. */
export const outboxStatus = { pending: "pending", sent: "sent", dead: "dead" } as const satisfies Record<OutboxStatus, OutboxStatus>;

/**
 * When the outbox retries, counts a row as failing and gives up: the Worker's sender and
 * the digest's statement read these numbers here, so they cannot drift apart.
 */
export const deliveryPolicy = {
  /**
   * Failed attempts after which a row still being retried counts as one that keeps failing:
   * staff hear of it (the morning digest) long before the outbox gives up on it.
   */
  failingAfterAttempts: 3,
  /**
   * After this many failed attempts a row is `dead` (not retried; readable until the
   * outbox's `deadMail` retention rule deletes it). With the doubling delays below, the
   * attempts span about ten hours of outage.
   */
  maxAttempts: 8,
  /** Delay after the first failure; doubles with every further one. */
  baseDelayMs: 5 * 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  /**
   * Attempts that may end without an answer (a timeout, a lost connection, a runner that
   * died): the first may have been delivered, so the row is repeated once more at most and
   * goes dead on a second such end. A mail goes out at most twice, never more.
   */
  maxUncertain: 1,
} as const;

/** How long a row waits after its `attempts`-th failure: doubling from the base, capped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(deliveryPolicy.maxDelayMs, deliveryPolicy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * `pending`: due for its first attempt; `held`: its first attempt planned for later (an
 * acknowledgement waiting while the visitor may still book, which a booking replaces);
 * `sending`: claimed by a sender right now; `retrying`: failed at least once and waiting for
 * the next attempt; `sent`; `dead`: given up.
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

/**
 * The state of `row` at `now`. A row not yet sent nor given up is being sent while a claim
 * on it runs (ISO times compare as strings), else retried once it has failed at least once,
 * else held while its first attempt lies ahead: a retry's wait is no hold.
 */
export function deliveryState(row: DeliveryRow, now: Date = new Date()): DeliveryState {
  if (row.status === outboxStatus.sent || row.status === outboxStatus.dead) return row.status;
  const at = now.toISOString();
  if (typeof row.claimed_until === "string" && row.claimed_until > at) return "sending";
  if (Number(row.attempts ?? 0) > 0) return "retrying";
  return typeof row.next_attempt_at === "string" && row.next_attempt_at > at ? "held" : "pending";
}
