/**
 * One attempt at one outbox row: claim it (or take the claim it was inserted with), send it,
 * and record what the result makes of the row under the contract's retry policy.
 */
import { deliveryPolicy, retryDelayMs } from "../../contract/lead/delivery-state.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { claimOne, markFailed, markSent, type OutboxRow, releaseClaim } from "../db/outbox/d1/outbox.ts";
import type {
  Channel,
  Claim,
  OutboxItem,
  OutboxKind,
  OutboxMail,
  OutboxWebhook,
  WebhookCall,
} from "../db/outbox/statements/outbox-items.ts";
import { ATTEMPT_TIMEOUT_MS } from "./post.ts";
import { configuredChannels, type Senders } from "./senders.ts";

/**
 * How long a claim holds and how much of it an attempt needs; when a failed row is retried or
 * given up is the contract's `deliveryPolicy`, which the staff views and the digest read too.
 */
export const leasePolicy = {
  /**
   * How long a claim holds: twelve attempt timeouts. An attempt starts only while at least
   * `sendMarginMs` of it is left (else the claim is handed back unsent), so a send in
   * flight always ends before its lease and another runner never takes it.
   */
  leaseMs: 2 * 60_000,
  /** Lease that must be left for an attempt to start: two attempt timeouts. */
  sendMarginMs: 2 * ATTEMPT_TIMEOUT_MS,
} as const;

/** Where the rows are and who sends them. */
export interface DeliveryContext {
  db: D1Database;
  senders: Senders;
}

export type DeliveryOutcome = "sent" | "retrying" | "dead";

// One-time links must not outlive the delivery (sent or given up) in a table staff export:
// a leaked table cannot confirm or unsubscribe anyone.
const REDACTED = "[removed after delivery: this mail contained one-time links]";
function afterDelivery(kind: OutboxKind, payload: Payload): MailMessage | undefined {
  return payload.channel === "mail" && kind === "newsletter_confirmation"
    ? { ...payload.message, text: REDACTED, html: REDACTED, headers: undefined }
    : undefined;
}

/** A row's message with the channel that tells what it is: a mail or a webhook call. */
type Payload = Pick<OutboxMail, "channel" | "message"> | Pick<OutboxWebhook, "channel" | "message">;

/**
 * The stored message as its channel's payload. The outbox holds only what `OutboxItem` let
 * the Worker queue, so the row's channel says which shape the JSON has.
 */
function storedPayload(row: OutboxRow): Payload {
  const message: unknown = JSON.parse(row.message);
  return row.channel === "mail"
    ? { channel: "mail", message: message as MailMessage }
    : { channel: "webhook", message: message as WebhookCall };
}

/** What a send needs of an outbox row: the row read back, or the item just inserted. */
interface ClaimedRow {
  id: string;
  channel: Channel;
  kind: OutboxKind;
  lead_id: string;
  /** Attempts including the one under way. */
  attempts: number;
  /** Earlier attempts that may have been delivered (see OutboxRow.uncertain). */
  uncertain: number;
}

/** Why a row that may have gone out already is not sent again. */
const uncertainReason = (n: number) =>
  `not sent again: ${n} attempt(s) ended without an answer, the provider may have accepted the message (at most one repeat)`;

/** Sends a row read back under `claim`, unless it cannot be read or may have gone out already. */
export async function deliverRow(row: OutboxRow, claim: Claim, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  let payload: Payload;
  try {
    payload = storedPayload(row);
  } catch {
    // A row we cannot read will never send; retrying it would only hide it.
    await markFailed(ctx.db, row.id, claim.token, { error: "stored message is not valid JSON", nextAttemptAt: claim.now, dead: true });
    return "dead";
  }
  if (row.uncertain > deliveryPolicy.maxUncertain) {
    // Taken over from a runner that died mid-send after an earlier attempt already ended
    // without an answer: both may have gone out, a third send would be a second repeat.
    await markFailed(ctx.db, row.id, claim.token, {
      error: uncertainReason(row.uncertain),
      nextAttemptAt: claim.now,
      dead: true,
      message: afterDelivery(row.kind, payload),
    });
    console.error(`outbox ${row.id} (${row.kind} for ${row.lead_id}) ${uncertainReason(row.uncertain)}`);
    return "dead";
  }
  return deliverClaimed(row, payload, claim, ctx);
}

/**
 * Marks the row sent, trying the write three times: the provider has the message, and a
 * row left claimed after a lost write would be taken over (and repeated) after its lease.
 */
async function recordSent(db: D1Database, id: string, claim: Claim, message: MailMessage | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await markSent(db, id, claim.token, claim.now, message);
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function send(row: ClaimedRow, payload: Payload, ctx: DeliveryContext, now: Date) {
  const meta = { id: row.id, now };
  if (payload.channel === "webhook") return ctx.senders.webhook?.send(payload.message, meta);
  return ctx.senders.mail?.send(payload.message, meta);
}

async function deliverClaimed(row: ClaimedRow, payload: Payload, claim: Claim, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  if (Date.parse(claim.until) - Date.now() < leasePolicy.sendMarginMs) {
    // Too little of the lease is left for a whole attempt (the request or the run waited
    // too long): hand the row back unsent rather than race whoever takes it next.
    await releaseClaim(ctx.db, row.id, claim.token);
    return "retrying";
  }
  // Claims only cover configured channels, so a missing sender here is a configuration
  // change mid-run: a failed attempt, retried like any other.
  const result = (await send(row, payload, ctx, new Date(claim.now))) ?? { ok: false, error: `no ${row.channel} transport configured` };
  if (result.ok) {
    await recordSent(ctx.db, row.id, claim, afterDelivery(row.kind, payload));
    return "sent";
  }
  // A permanent refusal (a 4xx such as an unknown recipient or a revoked key) would get the
  // same answer on every retry: dead now, with the reason, where staff see it at once
  // (/api/health, the cron's line, `npm run leads -- outbox --dead`) instead of ten
  // hours of retries later.
  const uncertain = row.uncertain + (result.uncertain ? 1 : 0);
  const tooUncertain = uncertain > deliveryPolicy.maxUncertain;
  const dead = result.permanent === true || tooUncertain || row.attempts >= deliveryPolicy.maxAttempts;
  const wait = Math.max(retryDelayMs(row.attempts), result.retryAfterMs ?? 0);
  const nextAttemptAt = new Date(Date.parse(claim.now) + wait).toISOString();
  const why = result.permanent ? "refused permanently" : tooUncertain ? uncertainReason(uncertain) : undefined;
  await markFailed(ctx.db, row.id, claim.token, {
    error: why ? `${why}: ${result.error}` : result.error,
    nextAttemptAt,
    dead,
    uncertain: result.uncertain === true,
    ...(dead ? { message: afterDelivery(row.kind, payload) } : {}),
  });
  if (dead)
    console.error(`outbox ${row.id} (${row.kind} for ${row.lead_id}) ${why ?? `dead after ${row.attempts} attempts`}: ${result.error}`);
  return dead ? "dead" : "retrying";
}

/** A claim starting now, held for the policy's lease. */
export function newClaim(): Claim {
  const now = Date.now();
  return { now: new Date(now).toISOString(), until: new Date(now + leasePolicy.leaseMs).toISOString(), token: crypto.randomUUID() };
}

/**
 * Sends an item that was inserted already claimed (`item.claim`), right after the lead
 * was stored: no read and no claim write, the row's state is known.
 */
export async function deliverInserted(id: string, item: OutboxItem & { claim: Claim }, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  const row: ClaimedRow = { id, channel: item.channel, kind: item.kind, lead_id: item.leadId, attempts: 1, uncertain: 0 };
  // The claim's clock is the insert's; backoff counts from when the send ended.
  const claim = { ...item.claim, now: new Date().toISOString() };
  return deliverClaimed(row, item, claim, ctx);
}

/**
 * Tries to send one queued row now. Does nothing and resolves to null when the row is not
 * due, another runner holds it or its channel is not configured.
 */
export async function deliverOne(id: string, ctx: DeliveryContext): Promise<DeliveryOutcome | null> {
  const claim = newClaim();
  const row = await claimOne(ctx.db, id, claim, configuredChannels(ctx.senders));
  return row ? deliverRow(row, claim, ctx) : null;
}
