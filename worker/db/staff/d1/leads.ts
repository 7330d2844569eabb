/**
 * The staff inbox's reads of leads, bound to D1: inquiries and referrals in one list (the
 * statements of lead-list.ts, which `list` of the staff CLI runs too), one lead with
 * everything that belongs to it (those `show` runs). Shared by the inbox's routes and the digest.
 */

import { staffLeadRow } from "../../../../contract/lead/columns/access.ts";
import { leadTableOf } from "../../../../contract/lead/ids.ts";
import type { StaffBookingRow, StaffDeliveryRow, StaffInboxLine, StaffLeadRecord, StaffLeadRow } from "../../../../contract/staff/api.ts";
import { bindQuery } from "../../system/statements/query.ts";
import {
  type Deadline,
  LEADS,
  type LeadListFilter,
  type LeadListOrder,
  leadListQuery,
  leadOverdueQuery,
  SAME_PERSON,
} from "../statements/lead-list.ts";
import { exportLeadsQueries, leadRecordQueries } from "../statements/lead-reads.ts";

export type { StaffLeadRow } from "../../../../contract/staff/api.ts";

/** The inbox, newest first (overdue ones before the rest for "overdue_first"), at most `limit` lines. */
export async function listStaffLeads(
  db: D1Database,
  filter: LeadListFilter,
  limit: number,
  deadline: Deadline,
  order: LeadListOrder = "newest",
): Promise<StaffInboxLine[]> {
  const { results } = await bindQuery(db, leadListQuery(filter, deadline, { limit, order })).all<StaffLeadRow & { overdue: number }>();
  return results.map((row) => ({ ...row, overdue: row.overdue === 1 }));
}

/** Whether the lead `id` is overdue, by the list's own rule: a lead the filter finds is a lead its page marks overdue. */
export async function isStaffLeadOverdue(db: D1Database, id: string, deadline: Deadline): Promise<boolean> {
  const row = await bindQuery(db, leadOverdueQuery(id, deadline)).first<{ overdue: number }>();
  return row?.overdue === 1;
}

/** The sources and campaigns leads came from, for the inbox's filter choices. */
export async function listLeadOrigins(db: D1Database): Promise<{ sources: string[]; campaigns: string[] }> {
  const [sources, campaigns] = await db.batch<{ value: string }>([
    db.prepare(`SELECT DISTINCT source AS value FROM (${LEADS}) ORDER BY 1`),
    db.prepare(`SELECT DISTINCT campaign AS value FROM (${LEADS}) WHERE campaign <> '' ORDER BY 1`),
  ]);
  return { sources: (sources?.results ?? []).map((r) => r.value), campaigns: (campaigns?.results ?? []).map((r) => r.value) };
}

/** The other leads of the lead's person (same address or name), newest first. */
export async function listRelatedLeads(db: D1Database, id: string): Promise<StaffLeadRow[]> {
  const { results } = await db
    .prepare(
      `WITH leads AS (${LEADS}) SELECT d.*, NULL AS owner, NULL AS next_step_on, NULL AS next_step_text, NULL AS booking_start, 0 AS same_person ` +
        `FROM leads l JOIN leads d ON d.id <> l.id AND ${SAME_PERSON} WHERE l.id = ?1 ORDER BY d.created_at DESC, d.id DESC LIMIT 20`,
    )
    .bind(id)
    .all<StaffLeadRow>();
  return results;
}

/** One lead with everything that belongs to it; null for a subscriber or when there is no such lead. */
export async function readStaffLead(db: D1Database, id: string): Promise<StaffLeadRecord | null> {
  const kind = leadTableOf(id);
  if (kind !== "inquiries" && kind !== "referrals") return null;
  const [lead, deliveries, bookings] = await db.batch(leadRecordQueries(kind, id).map((query) => bindQuery(db, query)));
  const row = lead?.results[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  return {
    lead: staffLeadRow(kind, row),
    deliveries: (deliveries?.results ?? []) as StaffDeliveryRow[],
    bookings: (bookings?.results ?? []) as StaffBookingRow[],
  };
}

/** The table's columns (so an empty export still has its header) with the staff's work, and the rows of `ids`, oldest first. */
export async function readLeadsForExport(
  db: D1Database,
  kind: "inquiries" | "referrals",
  ids: readonly string[],
): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  const [columns, rows] = await db.batch<Record<string, unknown>>(exportLeadsQueries(kind, { ids }).map((query) => bindQuery(db, query)));
  return { columns: (columns?.results ?? []).map((r) => String(r.name)), rows: rows?.results ?? [] };
}
