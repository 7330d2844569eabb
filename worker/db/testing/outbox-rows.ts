import type { OutboxRow } from "../outbox/d1/outbox.ts";

/** Test helpers: the outbox as the tests read it back. */

export async function readOutboxRow(db: D1Database, id: string): Promise<OutboxRow | null> {
  return db.prepare("SELECT * FROM outbox WHERE id = ?1").bind(id).first<OutboxRow>();
}

export async function listOutboxForLead(db: D1Database, leadId: string): Promise<OutboxRow[]> {
  const { results } = await db.prepare("SELECT * FROM outbox WHERE lead_id = ?1 ORDER BY created_at, rowid").bind(leadId).all<OutboxRow>();
  return results;
}

/** Moves a lead's held mails' time to the past, as if their hold had run out. */
export async function expireHolds(db: D1Database, leadId: string): Promise<void> {
  await db
    .prepare("UPDATE outbox SET next_attempt_at = ?2 WHERE lead_id = ?1 AND status = 'pending' AND claim_token IS NULL")
    .bind(leadId, new Date(Date.now() - 1000).toISOString())
    .run();
}
