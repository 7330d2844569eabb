/**
 * Where one outbox delivery stands, as staff read it: the inbox's mails page and the CLI's
 * `show` both classify a row here, so the two never disagree on what "being retried" means.
 */

/** What the outbox table stores in `status`; every other state is read from the row's attempts and claim. */
export type OutboxStatus = "pending" | "sent" | "dead";

/** The stored statuses by name, for statements that bind them instead of spelling them. */
export const outboxStatus = { pending: "pending", sent: "sent", dead: "dead" } as const satisfies Record<OutboxStatus, OutboxStatus>;

/**
 * Failed attempts after which a row still being retried counts as one that keeps failing:
 * staff hear of it (the morning digest) long before the outbox gives up on it.
 */
export const failingAfterAttempts = 3;

/**
 * `pending`: waiting for its first attempt; `sending`: claimed by a sender right now;
 * `retrying`: failed at least once and waiting for the next attempt; `sent`; `dead`: given up.
 */
export type DeliveryState = "pending" | "sending" | "retrying" | "sent" | "dead";

/** The outbox columns the state is read from, as a reader selected them (`claimed_until` only where it has it). */
export interface DeliveryRow {
  /** An `OutboxStatus`; `unknown` because the CLI's rows come back from wrangler untyped. */
  status?: unknown;
  attempts?: unknown;
  claimed_until?: unknown;
}

/**
 * The state of `row` at `now`. A row not yet sent nor given up is being sent while a claim
 * on it runs (ISO times compare as strings), else retried once it has failed at least once.
 */
export function deliveryState(row: DeliveryRow, now: Date = new Date()): DeliveryState {
  if (row.status === outboxStatus.sent || row.status === outboxStatus.dead) return row.status;
  if (typeof row.claimed_until === "string" && row.claimed_until > now.toISOString()) return "sending";
  return Number(row.attempts ?? 0) > 0 ? "retrying" : "pending";
}
