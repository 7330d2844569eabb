/** The outbox bound to D1: queue a mail or webhook call, claim it, record how it went, count what waits. */
import { type OutboxStatus, outboxStatus } from "../../../../contract/lead/delivery-state.ts";
import type { MailMessage } from "../../../../contract/mail-message.ts";
import { bindQuery } from "../../system/statements/query.ts";
import type { Channel, Claim, OutboxItem, OutboxKind } from "../statements/outbox-items.ts";
import { enqueueQuery } from "../statements/outbox-queries.ts";
import { type DigestProblem, deliveryProblemsQuery } from "../statements/outbox-reads.ts";

// The contract's status names, written into the SQL text: constants, never input.
const { pending: PENDING, sent: SENT, dead: DEAD } = outboxStatus;

/** An outbox row as stored (column names as in the migrations). */
export interface OutboxRow {
  id: string;
  channel: Channel;
  kind: OutboxKind;
  lead_id: string;
  /** The mail's addresses or the webhook's URL. */
  recipient: string;
  /** The mail's subject or the webhook's event type. */
  subject: string;
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /**
   * Attempts that ended without a definite answer (a timeout, a lost connection, a runner
   * that died holding the claim): the provider may have accepted them.
   */
  uncertain: number;
  created_at: string;
  sent_at: string | null;
}

/**
 * The statement that queues a mail or webhook call; callers put it in the same batch as
 * the lead row (see `enqueueQuery`, which the staff CLI shares).
 */
export function enqueueStatement(db: D1Database, item: OutboxItem, now: string): { id: string; statement: D1PreparedStatement } {
  const { id, query } = enqueueQuery(item, now);
  return { id, statement: bindQuery(db, query) };
}

// A row is due when it is pending, its backoff has passed, nobody holds a live claim and
// its channel can be delivered (?5: a JSON array of the configured channels).
const DUE = `status = '${PENDING}' AND next_attempt_at <= ?1 AND (claimed_until IS NULL OR claimed_until <= ?1)
  AND channel IN (SELECT value FROM json_each(?5))`;

// A row still holding a claim token was claimed by a runner that never reported back (it
// crashed, or its Worker was stopped mid-send): that attempt may have been delivered, so
// taking the row over counts one uncertain attempt.
const CLAIM = `claim_token = ?2, claimed_until = ?3, attempts = attempts + 1,
  uncertain = uncertain + (claim_token IS NOT NULL)`;

/**
 * Claims up to `limit` due rows of `channels` in ONE statement, so two runners racing for
 * the same rows get disjoint sets: SQLite runs the UPDATE atomically, and the due test is
 * repeated on the row being updated (compare-and-set), so a row claimed by a live request
 * or another run in between is never taken.
 */
export async function claimDue(db: D1Database, claim: Claim, limit: number, channels: readonly Channel[]): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const { results } = await db
    .prepare(
      `UPDATE outbox SET ${CLAIM}
       WHERE id IN (SELECT id FROM outbox WHERE ${DUE} ORDER BY next_attempt_at LIMIT ?4) AND ${DUE}
       RETURNING *`,
    )
    .bind(claim.now, claim.token, claim.until, limit, JSON.stringify(channels))
    .all<OutboxRow>();
  return results;
}

/** Claims one row if it is due. */
export async function claimOne(db: D1Database, id: string, claim: Claim, channels: readonly Channel[]): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET ${CLAIM}
       WHERE id = ?4 AND ${DUE}
       RETURNING *`,
    )
    .bind(claim.now, claim.token, claim.until, id, JSON.stringify(channels))
    .first<OutboxRow>();
}

/**
 * Marks a claimed row sent. `message` replaces the stored one when it carried secrets
 * (one-time links) that must not outlive the delivery.
 */
export async function markSent(db: D1Database, id: string, token: string, now: string, message?: MailMessage): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = '${SENT}', sent_at = ?3, claim_token = NULL, claimed_until = NULL, last_error = NULL,
         message = COALESCE(?4, message)
       WHERE id = ?1 AND claim_token = ?2`,
    )
    .bind(id, token, now, message ? JSON.stringify(message) : null)
    .run();
  return result.meta.changes === 1;
}

/**
 * Records a failed attempt: back to pending with a later `next_attempt_at`, or dead.
 * `uncertain`: the attempt ended without an answer and may have been delivered. `message`
 * replaces the stored one (a dead row's one-time links must not stay usable).
 */
export async function markFailed(
  db: D1Database,
  id: string,
  token: string,
  failure: { error: string; nextAttemptAt: string; dead: boolean; uncertain?: boolean; message?: MailMessage },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = ?3, last_error = ?4, next_attempt_at = ?5, claim_token = NULL, claimed_until = NULL,
         uncertain = uncertain + ?6, message = COALESCE(?7, message)
       WHERE id = ?1 AND claim_token = ?2`,
    )
    .bind(
      id,
      token,
      failure.dead ? outboxStatus.dead : outboxStatus.pending,
      failure.error,
      failure.nextAttemptAt,
      failure.uncertain ? 1 : 0,
      failure.message ? JSON.stringify(failure.message) : null,
    )
    .run();
  return result.meta.changes === 1;
}

/** Gives a claim back without an attempt: the row is due again at once for any runner. */
export async function releaseClaim(db: D1Database, id: string, token: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE outbox SET claim_token = NULL, claimed_until = NULL, attempts = attempts - 1 WHERE id = ?1 AND claim_token = ?2")
    .bind(id, token)
    .run();
  return result.meta.changes === 1;
}

/** Pending rows per channel: what waits for a transport that is not configured. */
export async function countPending(db: D1Database): Promise<Record<Channel, number>> {
  const { results } = await db
    .prepare(`SELECT channel, count(*) AS n FROM outbox WHERE status = '${PENDING}' GROUP BY channel`)
    .all<{ channel: Channel; n: number }>();
  const counts: Record<Channel, number> = { mail: 0, webhook: 0 };
  for (const row of results) counts[row.channel] = row.n;
  return counts;
}

// A held mail: never attempted, nobody holds it, still waiting. Once attempted it may be
// on its way, and is neither released again nor dropped.
const HELD = `lead_id = ?1 AND kind = ?2 AND status = '${PENDING}' AND attempts = 0 AND claim_token IS NULL`;

/**
 * Makes a lead's held mail of `kind` due now, so the caller can send it at once; resolves
 * to the ids released (none when it was sent, dropped or never held).
 */
export async function releaseHeld(db: D1Database, leadId: string, kind: OutboxKind, now: string): Promise<string[]> {
  const { results } = await db
    .prepare(`UPDATE outbox SET next_attempt_at = ?3 WHERE ${HELD} AND next_attempt_at > ?3 RETURNING id`)
    .bind(leadId, kind, now)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * The statement that drops a lead's unsent mail of `kind`, for the batch that queues the mail
 * replacing it: both happen or neither, so the visitor never gets none.
 */
export function dropHeldStatement(db: D1Database, leadId: string, kind: OutboxKind): D1PreparedStatement {
  return db.prepare(`DELETE FROM outbox WHERE ${HELD}`).bind(leadId, kind);
}

/** What waits and what was given up, over both channels: the health check's and the cron's figures. */
export interface OutboxStats {
  pending: number;
  dead: number;
  /** Whole minutes since the oldest pending row was queued; null when nothing is pending. */
  oldestPendingMinutes: number | null;
}

export async function outboxStats(db: D1Database): Promise<OutboxStats> {
  const row = await db
    .prepare(
      `SELECT count(*) FILTER (WHERE status = '${PENDING}') AS pending, count(*) FILTER (WHERE status = '${DEAD}') AS dead,
         min(created_at) FILTER (WHERE status = '${PENDING}') AS oldest
       FROM outbox WHERE status IN ('${PENDING}', '${DEAD}')`,
    )
    .first<{ pending: number; dead: number; oldest: string | null }>();
  const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
  return {
    pending: row?.pending ?? 0,
    dead: row?.dead ?? 0,
    oldestPendingMinutes: Number.isNaN(oldest) ? null : Math.max(0, Math.floor((Date.now() - oldest) / 60_000)),
  };
}

/** Mails and webhook calls of the last days (created since `since`) that failed for good, or keep failing. */
export async function deliveryProblems(db: D1Database, since: string): Promise<DigestProblem[]> {
  const { results } = await bindQuery(db, deliveryProblemsQuery(since)).all<DigestProblem>();
  return results;
}
