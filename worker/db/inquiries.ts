import type { Inquiry } from "../../contract/index.ts";
import type { OutboxItem } from "../outbox/items.ts";
import { findByIdempotencyKey, type IdempotencyMeta, type IdempotentLead } from "./idempotency.ts";
import { insertLeadWithOutbox, type LeadMeta } from "./leads.ts";

/** A `project_inquiries` row: the questionnaire's answers plus our bookkeeping (id, time, language, source, idempotency). */
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

export async function findInquiryIdByIdempotencyKey(db: D1Database, key: string): Promise<IdempotentLead | null> {
  return findByIdempotencyKey(db, "project_inquiries", key);
}

/** Stores the inquiry with its mails and webhook calls in ONE batch (see insertLeadWithOutbox). */
export async function insertInquiryWithOutbox(
  db: D1Database,
  inquiry: Inquiry,
  meta: LeadMeta & IdempotencyMeta,
  items: readonly OutboxItem[],
): Promise<{ outboxIds: string[] }> {
  const columns = {
    project_type: inquiry.projectType,
    project_description: inquiry.projectDescription,
    project_timeline: inquiry.projectTimeline,
    company_name: inquiry.companyName,
    company_size: inquiry.companySize,
    industry: inquiry.industry,
    contact_name: inquiry.name,
    contact_email: inquiry.email,
    contact_phone: inquiry.phone,
  };
  return insertLeadWithOutbox(db, "project_inquiries", meta, columns, items);
}

export async function readInquiry(db: D1Database, id: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<InquiryRow>();
}
