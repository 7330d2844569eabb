import type { Inquiry } from "../../contract/index.ts";
import type { OutboxItem } from "../mail/message.ts";
import { insertWithOutbox } from "./outbox.ts";

/** A `project_inquiries` row (spec column names plus our bookkeeping). */
export interface InquiryRow {
  id: string;
  created_at: string;
  locale: string;
  source: string;
  idempotency_key: string | null;
  idempotency_body_hash: string | null;
  project_type: string;
  project_description: string;
  project_timeline: string;
  company_name: string;
  company_size: string;
  industry: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}

export interface LeadMeta {
  id: string;
  createdAt: string;
  locale: string;
  source: string;
  idempotencyKey: string | null;
  /** SHA-256 of the canonical body, stored with the key to tell a retry from a reused key. */
  bodyHash: string | null;
}

/** What a stored Idempotency-Key answers: the lead's id and the hash of its body. */
export interface IdempotentLead {
  id: string;
  bodyHash: string | null;
}

export async function findInquiryIdByIdempotencyKey(db: D1Database, key: string): Promise<IdempotentLead | null> {
  return db
    .prepare("SELECT id, idempotency_body_hash AS bodyHash FROM project_inquiries WHERE idempotency_key = ?1")
    .bind(key)
    .first<IdempotentLead>();
}

/**
 * Stores the inquiry with its mails and webhook calls in ONE batch (a transaction): either
 * all rows exist or none, so a stored lead always has its deliveries on their way.
 */
export async function insertInquiryWithOutbox(
  db: D1Database,
  inquiry: Inquiry,
  meta: LeadMeta,
  items: readonly OutboxItem[],
): Promise<{ outboxIds: string[] }> {
  const insert = db
    .prepare(
      `INSERT INTO project_inquiries (id, created_at, locale, source, idempotency_key, idempotency_body_hash, project_type, project_description,
         project_timeline, company_name, company_size, industry, contact_name, contact_email, contact_phone)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`,
    )
    .bind(
      meta.id,
      meta.createdAt,
      meta.locale,
      meta.source,
      meta.idempotencyKey,
      meta.bodyHash,
      inquiry.projectType,
      inquiry.projectDescription,
      inquiry.projectTimeline,
      inquiry.companyName,
      inquiry.companySize,
      inquiry.industry,
      inquiry.name,
      inquiry.email,
      inquiry.phone,
    );
  return { outboxIds: await insertWithOutbox(db, insert, items, meta.createdAt) };
}

export async function readInquiry(db: D1Database, id: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<InquiryRow>();
}
