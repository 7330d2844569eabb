/**
 * The columns every lead table shares, apart from their insert (../d1/leads.ts) so a row's
 * shape binds nothing to D1.
 */

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
