import type { OutboxItem } from "../outbox/items.ts";
import type { IdempotencyMeta } from "./idempotency.ts";
import { insertWithOutbox } from "./outbox.ts";

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
 * Stores a lead row (the columns every lead has, then `columns`, its own) with its mails
 * and webhook calls in ONE batch (a transaction): either all rows exist or none, so a
 * stored lead always has its deliveries on their way.
 */
export async function insertLeadWithOutbox(
  db: D1Database,
  table: LeadTable,
  meta: LeadMeta & IdempotencyMeta,
  columns: LeadColumns,
  items: readonly OutboxItem[],
): Promise<{ outboxIds: string[] }> {
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
  const insert = db
    .prepare(`INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...Object.values(row));
  return { outboxIds: await insertWithOutbox(db, insert, items, meta.createdAt) };
}
