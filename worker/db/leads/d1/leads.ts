/** What every lead table shares: the meta columns and the one insert of a lead row. */
import type { IdempotencyMeta } from "./idempotency.ts";

/**
 * What the Worker knows about a stored lead besides its fields: the columns every lead
 * table has, which the mails and webhook events show too.
 */
export interface LeadMeta {
  id: string;
  createdAt: string;
  /** The submission's language, "" when it sent none. */
  locale: string;
  /** The partner id of the verified Origin, else that origin, else "". */
  source: string;
}

/** The columns every lead table has (LeadMeta and the request's Idempotency-Key, as stored). */
export interface LeadRow {
  id: string;
  created_at: string;
  locale: string;
  source: string;
  idempotency_key: string | null;
  idempotency_body_hash: string | null;
}

/** The tables that hold leads. */
export type LeadTable = "project_inquiries" | "referrals";

/** A lead's own columns by name, as a lead kind maps its fields to them. */
export type LeadColumns = Record<string, string | number | null>;

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
