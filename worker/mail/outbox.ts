import { claimDueMail, claimMail, markMailFailed, markMailSent, type OutboxRow } from "../db/outbox.ts";
import type { Claim, MailMessage, OutboxKind, OutboxMail } from "./message.ts";
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
function afterDelivery(kind: OutboxKind, message: MailMessage): MailMessage | undefined {
  return kind === "newsletter_confirmation" ? { ...message, text: REDACTED, html: REDACTED, headers: undefined } : undefined;
}

/** What a send needs of an outbox row: the row read back, or the mail just inserted. */
interface ClaimedMail {
  id: string;
  kind: OutboxKind;
  lead_id: string;
  /** Attempts including the one under way. */
  attempts: number;
}

async function deliverRow(row: OutboxRow, claim: Claim, ctx: DeliveryContext, policy: DeliveryPolicy): Promise<DeliveryOutcome> {
  let message: MailMessage;
  try {
    message = JSON.parse(row.message) as MailMessage;
  } catch {
    // A row we cannot read will never send; retrying it would only hide it.
    await markMailFailed(ctx.db, row.id, claim.token, { error: "stored message is not valid JSON", nextAttemptAt: claim.now, dead: true });
    return "dead";
  }
  return deliverClaimed(row, message, claim, ctx, policy);
}

async function deliverClaimed(row: ClaimedMail, message: MailMessage, claim: Claim, ctx: DeliveryContext, policy: DeliveryPolicy): Promise<DeliveryOutcome> {
  const result = await ctx.transport.send(message);
  if (result.ok) {
    await markMailSent(ctx.db, row.id, claim.token, claim.now, afterDelivery(row.kind, message));
    return "sent";
  }
  const dead = row.attempts >= policy.maxAttempts;
  const nextAttemptAt = new Date(Date.parse(claim.now) + backoffMs(row.attempts, policy)).toISOString();
  await markMailFailed(ctx.db, row.id, claim.token, { error: result.error, nextAttemptAt, dead });
  if (dead) console.error(`outbox ${row.id} (${row.kind} for ${row.lead_id}) is dead after ${row.attempts} attempts: ${result.error}`);
  return dead ? "dead" : "retrying";
}

/** A claim starting `now`, held for the policy's lease. */
export function newClaim(now: Date = new Date(), leaseMs: number = defaultPolicy.leaseMs): Claim {
  return { now: now.toISOString(), until: new Date(now.getTime() + leaseMs).toISOString(), token: crypto.randomUUID() };
}

/**
 * Sends a mail that was inserted already claimed (`mail.claim`), right after the lead
 * was stored: no read and no claim write, the row's state is known.
 */
export async function deliverInsertedMail(id: string, mail: OutboxMail & { claim: Claim }, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  const policy = { ...defaultPolicy, ...ctx.policy };
  const row: ClaimedMail = { id, kind: mail.kind, lead_id: mail.leadId, attempts: 1 };
  // The claim's clock is the insert's; backoff counts from when the send ended.
  const claim = { ...mail.claim, now: (ctx.now ?? new Date()).toISOString() };
  return deliverClaimed(row, mail.message, claim, ctx, policy);
}

/**
 * Tries to send one queued mail now (right after its lead was stored). Does nothing and
 * resolves to null when the row is not due or another runner holds it.
 */
export async function deliverMail(id: string, ctx: DeliveryContext): Promise<DeliveryOutcome | null> {
  const policy = { ...defaultPolicy, ...ctx.policy };
  const claim = newClaim(ctx.now, policy.leaseMs);
  const row = await claimMail(ctx.db, id, claim);
  return row ? deliverRow(row, claim, ctx, policy) : null;
}

/** The cron's job: claim every due row (up to the batch size) and send them. */
export async function deliverDueMail(ctx: DeliveryContext): Promise<DeliveryReport> {
  const policy = { ...defaultPolicy, ...ctx.policy };
  const claim = newClaim(ctx.now, policy.leaseMs);
  const rows = await claimDueMail(ctx.db, claim, policy.batchSize);
  const outcomes = await Promise.all(rows.map((row) => deliverRow(row, claim, ctx, policy)));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === "sent").length,
    retrying: outcomes.filter((o) => o === "retrying").length,
    dead: outcomes.filter((o) => o === "dead").length,
  };
}
