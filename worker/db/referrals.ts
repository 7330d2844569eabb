import type { Referral } from "../../contract/index.ts";
import type { OutboxItem } from "../outbox/items.ts";
import { findByIdempotencyKey, type IdempotencyMeta, type IdempotentLead } from "./idempotency.ts";
import { insertLeadWithOutbox, type LeadMeta } from "./leads.ts";

/** A `referrals` row: the referral form's fields, its status, plus our bookkeeping (id, time, language, source, idempotency). */
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
  return findByIdempotencyKey(db, "referrals", key);
}

/** Stores the referral (status 'new') with its mails and webhook calls in ONE batch (see insertLeadWithOutbox). */
export async function insertReferralWithOutbox(
  db: D1Database,
  referral: Referral,
  meta: LeadMeta & IdempotencyMeta,
  items: readonly OutboxItem[],
): Promise<{ outboxIds: string[] }> {
  const columns = {
    name: referral.name,
    email: referral.email,
    company_name: referral.companyName,
    referral_name: referral.referralName,
    referral_email: referral.referralEmail,
    referral_company: referral.referralCompany,
    contact_confirmed: referral.confirmed ? 1 : 0,
    status: "new",
  };
  return insertLeadWithOutbox(db, "referrals", meta, columns, items);
}

export async function readReferral(db: D1Database, id: string): Promise<ReferralRow | null> {
  return db.prepare("SELECT * FROM referrals WHERE id = ?1").bind(id).first<ReferralRow>();
}
