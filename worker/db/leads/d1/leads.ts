/** The one insert of a lead row, every lead table's. */
import type { LeadColumns, LeadMeta, LeadTable } from "../statements/lead-row.ts";
import type { IdempotencyMeta } from "./idempotency.ts";

/**
 * The insert of a lead row (the columns every lead has, then `columns`, its own), for the
 * batch that queues its mails and webhook calls too (`storeAndDeliver`).
 */
export function insertLeadStatement(
  db: D1Database,
  table: LeadTable,
  meta: LeadMeta & IdempotencyMeta,
  columns: LeadColumns,
): D1PreparedStatement {
  const row: Record<string, string | number | null> = {
    id: meta.id,
    created_at: meta.createdAt,
    locale: meta.locale,
    source: meta.source,
    idempotency_key: meta.idempotencyKey,
    idempotency_body_hash: meta.bodyHash,
    ...columns,
  };
  const names = Object.keys(row);
  return db
    .prepare(`INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...Object.values(row));
}
