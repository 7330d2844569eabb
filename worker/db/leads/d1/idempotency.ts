/** The Idempotency-Key stored beside a row, so a retried submission finds its first answer. */

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

/**
 * The row stored under `key` in `table`, if any, with `columns` (names the caller's code
 * declares, never input) read in the same query for the replayed answer.
 */
export async function findByIdempotencyKey(
  db: D1Database,
  table: IdempotentTable,
  key: string,
  columns: readonly string[] = [],
): Promise<(IdempotentLead & { columns: Record<string, unknown> }) | null> {
  for (const column of columns) if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column: ${column}`);
  const extra = columns.map((column) => `, ${column}`).join("");
  const row = await db
    .prepare(`SELECT id, idempotency_body_hash AS bodyHash${extra} FROM ${table} WHERE idempotency_key = ?1`)
    .bind(key)
    .first<Record<string, unknown>>();
  if (!row) return null;
  const { id, bodyHash, ...rest } = row;
  return { id: String(id), bodyHash: typeof bodyHash === "string" ? bodyHash : null, columns: rest };
}
