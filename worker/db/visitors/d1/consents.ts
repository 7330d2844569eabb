/** Proof of a visitor's cookie choice: the `consents` row and its insert. */
import type { ConsentRecord } from "../../../../contract/consent/wire.ts";

/** A `consents` row: proof of one cookie choice, with nothing that identifies a person. */
export interface ConsentRow {
  id: string;
  consent_id: string;
  created_at: string;
  functional: 1;
  analytics: 0 | 1;
  revision: number;
  locale: string;
  source: string;
  idempotency_key: string | null;
  idempotency_body_hash: string | null;
}

export interface ConsentMeta {
  id: string;
  createdAt: string;
  source: string;
  /** The request's Idempotency-Key and the hash of its body (both null without a key). */
  idempotencyKey?: string | null;
  bodyHash?: string | null;
}

export async function insertConsent(db: D1Database, record: ConsentRecord, meta: ConsentMeta): Promise<void> {
  await db
    .prepare(
      `INSERT INTO consents (id, consent_id, created_at, functional, analytics, revision, locale, source, idempotency_key,
         idempotency_body_hash)
       VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      meta.id,
      record.consentId.toLowerCase(),
      meta.createdAt,
      record.analytics ? 1 : 0,
      record.revision,
      record.locale,
      meta.source,
      meta.idempotencyKey ?? null,
      meta.bodyHash ?? null,
    )
    .run();
}
