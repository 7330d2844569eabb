import { claimDueMail, claimMail, markMailFailed, markMailSent, type Claim, type OutboxRow } from "../db/outbox.ts";
import type { MailMessage } from "./message.ts";
import type { MailTransport } from "./transport.ts";

/** Retry policy of the outbox; tests shrink it, production keeps the defaults. */
export interface DeliveryPolicy {
  /** After this many failed attempts a row is `dead` (stays readable, is not retried). */
  maxAttempts: number;
  /** Delay after the first failure; doubles with every further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claim holds; longer than any send can take, so only crashed runners lose it. */
  leaseMs: number;
  /** Rows per cron run. */
  batchSize: number;
}

// 5 min, 10, 20, 40, 80, 160, 320: eight attempts span about ten hours of MailChannels outage.
export const defaultPolicy: DeliveryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 5 * 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 25,
};

export interface DeliveryContext {
  db: D1Database;
  transport: MailTransport;
  now?: Date;
  policy?: Partial<DeliveryPolicy>;
}

export type DeliveryOutcome = "sent" | "retrying" | "dead";

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  dead: number;
}

/** Exponential backoff after the `attempts`-th failure. */
export function backoffMs(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

// One-time links must not outlive the delivery in a table staff export.
const REDACTED = "[removed after delivery: this mail contained one-time links]";
function afterDelivery(row: OutboxRow, message: MailMessage): MailMessage | undefined {
  return row.kind === "newsletter_confirmation" ? { ...message, text: REDACTED, html: REDACTED } : undefined;
}

async function deliverClaimed(row: OutboxRow, claim: Claim, ctx: DeliveryContext, policy: DeliveryPolicy): Promise<DeliveryOutcome> {
  let message: MailMessage | undefined;
  try {
    message = JSON.parse(row.message) as MailMessage;
  } catch {
    // A row we cannot read will never send; retrying it would only hide it.
    await markMailFailed(ctx.db, row.id, claim.token, { error: "stored message is not valid JSON", nextAttemptAt: claim.now, dead: true });
    return "dead";
  }
  const result = await ctx.transport.send(message);
  if (result.ok) {
    await markMailSent(ctx.db, row.id, claim.token, claim.now, afterDelivery(row, message));
    return "sent";
  }
  const dead = row.attempts >= policy.maxAttempts;
  const nextAttemptAt = new Date(Date.parse(claim.now) + backoffMs(row.attempts, policy)).toISOString();
  await markMailFailed(ctx.db, row.id, claim.token, { error: result.error, nextAttemptAt, dead });
  if (dead) console.error(`outbox ${row.id} (${row.kind} for ${row.lead_id}) is dead after ${row.attempts} attempts: ${result.error}`);
  return dead ? "dead" : "retrying";
}

function newClaim(ctx: DeliveryContext, policy: DeliveryPolicy): Claim {
  const now = ctx.now ?? new Date();
  return { now: now.toISOString(), until: new Date(now.getTime() + policy.leaseMs).toISOString(), token: crypto.randomUUID() };
}

/**
 * Tries to send one queued mail now (right after its lead was stored). Does nothing and
 * resolves to null when the row is not due or another runner holds it.
 */
export async function deliverMail(id: string, ctx: DeliveryContext): Promise<DeliveryOutcome | null> {
  const policy = { ...defaultPolicy, ...ctx.policy };
  const claim = newClaim(ctx, policy);
  const row = await claimMail(ctx.db, id, claim);
  return row ? deliverClaimed(row, claim, ctx, policy) : null;
}

/** The cron's job: claim every due row (up to the batch size) and send them. */
export async function deliverDueMail(ctx: DeliveryContext): Promise<DeliveryReport> {
  const policy = { ...defaultPolicy, ...ctx.policy };
  const claim = newClaim(ctx, policy);
  const rows = await claimDueMail(ctx.db, claim, policy.batchSize);
  const outcomes = await Promise.all(rows.map((row) => deliverClaimed(row, claim, ctx, policy)));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === "sent").length,
    retrying: outcomes.filter((o) => o === "retrying").length,
    dead: outcomes.filter((o) => o === "dead").length,
  };
}
