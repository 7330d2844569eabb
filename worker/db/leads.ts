import { type LeadKind, lifecycleAllowedFrom, lifecycles } from "../../contract/lifecycles.ts";
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

/** The table each kind of lead lives in. */
export const leadTables: Readonly<Record<LeadKind, LeadTable>> = { inquiry: "project_inquiries", referral: "referrals" };

type StateOf<K extends LeadKind> = (typeof lifecycles)[K]["states"][number];

/**
 * Moves a lead to `to` where its lifecycle allows it from the state it is in now (the
 * contract's rules, checked by the UPDATE itself, so a race cannot skip them); a lead in
 * any other state keeps it and the statement changes nothing.
 */
export function moveLeadStatement<K extends LeadKind>(
  db: D1Database,
  kind: K,
  id: string,
  to: StateOf<K>,
  now: string,
): D1PreparedStatement {
  const lifecycle = lifecycles[kind] as (typeof lifecycles)[LeadKind];
  const from: readonly string[] = lifecycleAllowedFrom<string>(lifecycle, to);
  return db
    .prepare(
      `UPDATE ${leadTables[kind]} SET status = ?2, status_changed_at = ?3 WHERE id = ?1 AND status IN (SELECT value FROM json_each(?4))`,
    )
    .bind(id, to, now, JSON.stringify(from));
}
