/** What a submission stores beside its row for retries: the request's key and the body's hash. */
export interface IdempotencyMeta {
  idempotencyKey: string | null;
  /** SHA-256 of the canonical validated body; null without a key (nothing to compare). */
  bodyHash: string | null;
}

/** What a stored Idempotency-Key answers: the row's id and the hash of its body. */
export interface IdempotentLead {
  id: string;
  bodyHash: string | null;
}

/** The tables whose rows carry the Idempotency-Key they were stored under. */
export type IdempotentTable = "project_inquiries" | "referrals" | "consents";

/** The row stored under `key` in `table`, if any. */
export async function findByIdempotencyKey(db: D1Database, table: IdempotentTable, key: string): Promise<IdempotentLead | null> {
  return db
    .prepare(`SELECT id, idempotency_body_hash AS bodyHash FROM ${table} WHERE idempotency_key = ?1`)
    .bind(key)
    .first<IdempotentLead>();
}
