import type { Referral } from "../../contract/index.ts";
import type { OutboxItem } from "../mail/message.ts";
import type { IdempotentLead, LeadMeta } from "./inquiries.ts";
import { insertWithOutbox } from "./outbox.ts";

/** A `referrals` row (spec column names plus our bookkeeping). */
export interface ReferralRow {
  id: string;
  created_at: string;
  locale: string;
  source: string;
  idempotency_key: string | null;
  idempotency_body_hash: string | null;
  name: string;
  email: string;
  company_name: string;
  referral_name: string;
  referral_email: string;
  referral_company: string;
  contact_confirmed: 0 | 1;
  status: string;
  status_changed_at: string | null;
}

export async function findReferralIdByIdempotencyKey(db: D1Database, key: string): Promise<IdempotentLead | null> {
  return db
    .prepare("SELECT id, idempotency_body_hash AS bodyHash FROM referrals WHERE idempotency_key = ?1")
    .bind(key)
    .first<IdempotentLead>();
}

/**
 * Stores the referral with its mails and webhook calls in ONE batch: they go out only when
 * the insert succeeded, and a shared transaction makes that true by construction.
 */
export async function insertReferralWithOutbox(
  db: D1Database,
  referral: Referral,
  meta: LeadMeta,
  items: readonly OutboxItem[],
): Promise<{ outboxIds: string[] }> {
  const insert = db
    .prepare(
      `INSERT INTO referrals (id, created_at, locale, source, idempotency_key, idempotency_body_hash, name, email, company_name,
         referral_name, referral_email, referral_company, contact_confirmed, status)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 'new')`,
    )
    .bind(
      meta.id,
      meta.createdAt,
      meta.locale,
      meta.source,
      meta.idempotencyKey,
      meta.bodyHash,
      referral.name,
      referral.email,
      referral.companyName,
      referral.referralName,
      referral.referralEmail,
      referral.referralCompany,
      referral.confirmed ? 1 : 0,
    );
  return { outboxIds: await insertWithOutbox(db, insert, items, meta.createdAt) };
}

export async function readReferral(db: D1Database, id: string): Promise<ReferralRow | null> {
  return db.prepare("SELECT * FROM referrals WHERE id = ?1").bind(id).first<ReferralRow>();
}
