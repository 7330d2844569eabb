/**
 * What an erasure changes, as its statements take it: ids per table, the mentions replaced
 * in other people's leads, the funnel counters and staff rows. worker/erasure/ decides these
 * from the rows it reads; it sits above worker/db, so the shape lives here with the
 * statements that write it, and both the Worker and the staff CLI read it from one place.
 */
import type { FunnelCountRow } from "../../../../contract/funnel/rows.ts";
import { personalColumns, type RetainedTable } from "../../../../contract/retention/index.ts";

/** What replaces a mention of the erased person, and the referred person's fields of a kept referral. */
export const REMOVED_MENTION = "[removed]";

/** The lead tables erasure reads row by row. */
export type LeadTable = "project_inquiries" | "referrals";

/** One lead of someone else whose free text mentions the address: its columns with the mention replaced. */
export interface Redaction {
  table: LeadTable;
  id: string;
  columns: Record<string, string>;
}

/** A funnel counter erasure moves to the `(redacted)` campaign, as stored. */
export type FunnelKey = FunnelCountRow;

/** A row of the staff's own tables that names a lead (a `lead_work` row is named by its lead's id). */
export interface StaffRow {
  table: "lead_notes" | "lead_history" | "lead_work";
  id: string;
}

/** What erasure changes in the staff's own tables. */
export interface StaffErasure {
  deletes: StaffRow[];
  redacts: (StaffRow & { value: string })[];
}

/** What erasure changes per table: the plan as ids per statement. */
export interface Erasure {
  outbox: string[];
  inquiries: string[];
  /** Referrals that go: the address is the referrer's. */
  referrals: string[];
  subscribers: string[];
  /** Referrals that stay for the referrer's claim: the address is the referred person's. */
  anonymise: string[];
  /** Leads of others that stay with their mention of the address replaced. */
  redact: Redaction[];
  /** Calendar bookings of the erased inquiries, or unmatched ones of the address. */
  bookings?: string[];
  /** Funnel counters whose campaign holds the address: their counts move to `(redacted)`. */
  funnel?: FunnelKey[];
  /** The mailbox's cap hashes. */
  caps?: string[];
  /** Staff notes and history to delete or redact. */
  staff?: StaffErasure;
}

/** The columns of the second person a row of `table` names, which erasing that person replaces as a whole. */
export function secondPersonColumns(table: RetainedTable): string[] {
  return personalColumns()
    .filter((p) => p.table === table && p.person === "second")
    .map((p) => p.column);
}
