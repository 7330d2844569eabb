import { newId } from "../lib/ids.ts";
import type { Claim, MailMessage, OutboxKind, OutboxMail } from "../mail/message.ts";

export type { Claim };

export type OutboxStatus = "pending" | "sent" | "dead";

/** An outbox row as stored (column names as in the migration). */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  lead_id: string;
  recipient: string;
  subject: string;
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * The statement that queues a mail; callers put it in the same batch as the lead row.
 * With `mail.claim` the row is inserted already claimed (one attempt under way), which
 * saves the separate claim write for the send right after the answer.
 */
export function enqueueMailStatement(db: D1Database, mail: OutboxMail, now: string): { id: string; statement: D1PreparedStatement } {
  const id = newId("out");
  const statement = db
    .prepare(
      `INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at,
         claim_token, claimed_until)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?8, ?7, ?7, ?9, ?10)`,
    )
    .bind(
      id,
      mail.kind,
      mail.leadId,
      mail.message.to.map((a) => a.email).join(", "),
      mail.message.subject,
      JSON.stringify(mail.message),
      now,
      mail.claim ? 1 : 0,
      mail.claim?.token ?? null,
      mail.claim?.until ?? null,
    );
  return { id, statement };
}

// A row is due when it is pending, its backoff has passed and nobody holds a live claim.
const DUE = `status = 'pending' AND next_attempt_at <= ?1 AND (claimed_until IS NULL OR claimed_until <= ?1)`;

/**
 * Claims up to `limit` due rows in ONE statement, so two runners racing for the same rows
 * get disjoint sets: SQLite runs the UPDATE atomically and the second sees the claim.
 */
export async function claimDueMail(db: D1Database, claim: Claim, limit: number): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET claim_token = ?2, claimed_until = ?3, attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox WHERE ${DUE} ORDER BY next_attempt_at LIMIT ?4)
       RETURNING *`,
    )
    .bind(claim.now, claim.token, claim.until, limit)
    .all<OutboxRow>();
  return results;
}

/** Claims one row if it is due (the attempt right after a lead was stored). */
export async function claimMail(db: D1Database, id: string, claim: Claim): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET claim_token = ?2, claimed_until = ?3, attempts = attempts + 1
       WHERE id = ?4 AND ${DUE}
       RETURNING *`,
    )
    .bind(claim.now, claim.token, claim.until, id)
    .first<OutboxRow>();
}

/**
 * Marks a claimed row sent. `message` replaces the stored one when it carried secrets
 * (one-time links) that must not outlive the delivery.
 */
export async function markMailSent(db: D1Database, id: string, token: string, now: string, message?: MailMessage): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = 'sent', sent_at = ?3, claim_token = NULL, claimed_until = NULL, last_error = NULL,
         message = COALESCE(?4, message)
       WHERE id = ?1 AND claim_token = ?2`,
    )
    .bind(id, token, now, message ? JSON.stringify(message) : null)
    .run();
  return result.meta.changes === 1;
}

/** Records a failed attempt: back to pending with a later `next_attempt_at`, or dead. */
export async function markMailFailed(
  db: D1Database,
  id: string,
  token: string,
  failure: { error: string; nextAttemptAt: string; dead: boolean },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = ?3, last_error = ?4, next_attempt_at = ?5, claim_token = NULL, claimed_until = NULL
       WHERE id = ?1 AND claim_token = ?2`,
    )
    .bind(id, token, failure.dead ? "dead" : "pending", failure.error, failure.nextAttemptAt)
    .run();
  return result.meta.changes === 1;
}

export async function readMail(db: D1Database, id: string): Promise<OutboxRow | null> {
  return db.prepare("SELECT * FROM outbox WHERE id = ?1").bind(id).first<OutboxRow>();
}

export async function listMailForLead(db: D1Database, leadId: string): Promise<OutboxRow[]> {
  const { results } = await db.prepare("SELECT * FROM outbox WHERE lead_id = ?1 ORDER BY created_at").bind(leadId).all<OutboxRow>();
  return results;
}
