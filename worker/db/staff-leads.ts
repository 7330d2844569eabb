/**
 * The staff inbox's reads of leads: inquiries and referrals in one list, one lead with
 * everything that belongs to it (the statements `show` of the staff CLI runs too). Shared by
 * the inbox's routes and the digest.
 */

import { type PersonColumns, personColumns, withoutInternalColumns } from "../../contract/lead-columns.ts";
import { leadTableOf } from "../../contract/lead-ids.ts";
import { closedStates, type LeadKind, openingStates } from "../../contract/lifecycles.ts";
import type { StaffBookingRow, StaffDeliveryRow, StaffInboxLine, StaffLeadRecord, StaffLeadRow } from "../../contract/staff.ts";
import { exportLeadsQueries, leadRecordQueries } from "./lead-reads.ts";
import { leadTables } from "./lead-tables.ts";
import { bindQuery } from "./query.ts";
import { likePattern, searchCondition } from "./staff-queries.ts";

export type { StaffLeadRow } from "../../contract/staff.ts";

/** What narrows the inbox; every value is validated by the route before it gets here. */
export interface StaffLeadFilter {
  type?: LeadKind;
  status?: string;
  /** An exact stored source (a partner id or an origin). */
  source?: string;
  campaign?: string;
  /** UTC ISO instants: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Part of the name, company or address, in any case (umlauts and other Latin-1 letters too). */
  search?: string;
  /** Only leads still `new` and created before this instant (the answer deadline). */
  newBefore?: string;
  /** Only overdue leads: past the answer deadline or a missed next step. */
  overdue?: boolean;
}

/** The two days a lead is overdue against (worker/staff/overdue.ts computes them). */
export interface Deadline {
  /** UTC ISO instant: a `new` lead created before it has waited too long for an answer. */
  newBefore: string;
  /** Vienna's date today: a next step on an earlier day was missed. */
  today: string;
}

/** How the inbox is sorted: overdue leads on top (the default), or simply newest first. */
export type StaffLeadOrder = "overdue_first" | "newest";

/** The columns a line names someone by, the person's and then (a referral's) the referrer's, as `LEADS` names them. */
const LINE_PERSON = ["name", "company", "email"] as const;
const LINE_REFERRER = ["referrer", "referrer_company", "referrer_email"] as const;

/** `who`'s columns under the line's names `as`; empty text when the table has no such person. */
const selectPerson = (who: PersonColumns | undefined, as: readonly [string, string, string]) =>
  [who?.name, who?.company, who?.email].map((column, i) => `${column ?? "''"} AS ${as[i]}`).join(", ");

// A referral's line names the person recommended (whom staff call), with its referrer beside.
const LEADS = `
  SELECT id, 'inquiry' AS type, created_at, status, source, campaign, ${selectPerson(personColumns.inquiries.person, LINE_PERSON)},
    ${selectPerson(undefined, LINE_REFERRER)} FROM ${leadTables.inquiries.table}
  UNION ALL
  SELECT id, 'referral' AS type, created_at, status, source, campaign, ${selectPerson(personColumns.referrals.person, LINE_PERSON)},
    ${selectPerson(personColumns.referrals.referrer, LINE_REFERRER)} FROM ${leadTables.referrals.table}`;

/** The same person: the same address, or the same name (ASCII letters in any case). */
const SAME_PERSON = `(lower(d.email) = lower(l.email) OR (l.name <> '' AND lower(d.name) = lower(l.name)))`;

/** How many other leads come from the line's person. */
const SAME_PERSON_COUNT = `(SELECT COUNT(*) FROM leads d WHERE d.id <> l.id AND ${SAME_PERSON})`;

const BOOKING_START = `(SELECT b.start_at FROM bookings b WHERE b.lead_id = l.id ORDER BY b.created_at DESC, b.id DESC LIMIT 1)`;

/** The lead is still in its lifecycle's first state (?4, `type:status` as JSON): nobody has answered it yet. */
const UNANSWERED = `(l.type || ':' || l.status) IN (SELECT value FROM json_each(?4))`;

/**
 * 1 when the lead is overdue: unanswered after the answer deadline (?1), or its next step
 * was due before today (?2) and the lead is not closed (?3, `type:status` as JSON). The one
 * statement of the rule: the list, its filter and a single lead's page all read it.
 */
const OVERDUE = `(CASE WHEN (${UNANSWERED} AND l.created_at < ?1) OR (w.next_step_on < ?2 AND (l.type || ':' || l.status) NOT IN (SELECT value FROM json_each(?3))) THEN 1 ELSE 0 END)`;

/** ?1 to ?4 of `OVERDUE`. */
const overdueParams = (deadline: Deadline): string[] => [
  deadline.newBefore,
  deadline.today,
  JSON.stringify(closedStates),
  JSON.stringify(openingStates),
];

function whereOf(filter: StaffLeadFilter, deadline: Deadline): { sql: string; params: (string | number)[] } {
  const conditions: string[] = [];
  const params: (string | number)[] = overdueParams(deadline);
  const add = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition.replace(/\?/g, () => `?${params.push(values.shift() as string | number)}`));
  };
  if (filter.type) add("l.type = ?", filter.type);
  if (filter.status) add("l.status = ?", filter.status);
  if (filter.source !== undefined) add("l.source = ?", filter.source);
  if (filter.campaign !== undefined) add("l.campaign = ?", filter.campaign);
  if (filter.from) add("l.created_at >= ?", filter.from);
  if (filter.to) add("l.created_at < ?", filter.to);
  if (filter.newBefore) conditions.push(`${UNANSWERED} AND l.created_at < ?${params.push(filter.newBefore)}`);
  if (filter.overdue) conditions.push(`${OVERDUE} = 1`);
  if (filter.search)
    conditions.push(
      searchCondition(
        [...LINE_PERSON, ...LINE_REFERRER].map((column) => `l.${column}`),
        params.push(likePattern(filter.search)),
      ),
    );
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/** The inbox, newest first (overdue ones before the rest unless `order` is "newest"), at most `limit` lines. */
export async function listStaffLeads(
  db: D1Database,
  filter: StaffLeadFilter,
  limit: number,
  deadline: Deadline,
  order: StaffLeadOrder = "newest",
): Promise<StaffInboxLine[]> {
  const where = whereOf(filter, deadline);
  const first = order === "overdue_first" ? "overdue DESC, " : "";
  const { results } = await db
    .prepare(
      `WITH leads AS (${LEADS}) SELECT l.*, w.owner, w.next_step_on, w.next_step_text, ${BOOKING_START} AS booking_start, ${OVERDUE} AS overdue, ` +
        `${SAME_PERSON_COUNT} AS same_person FROM leads l ` +
        `LEFT JOIN lead_work w ON w.lead_id = l.id ${where.sql} ORDER BY ${first}l.created_at DESC, l.id DESC LIMIT ?${where.params.length + 1}`,
    )
    .bind(...where.params, limit)
    .all<StaffLeadRow & { overdue: number }>();
  return results.map((row) => ({ ...row, overdue: row.overdue === 1 }));
}

/** Whether the lead `id` is overdue, by the list's own rule: a lead the filter finds is a lead its page marks overdue. */
export async function isStaffLeadOverdue(db: D1Database, id: string, deadline: Deadline): Promise<boolean> {
  const params = overdueParams(deadline);
  const row = await db
    .prepare(
      `WITH leads AS (${LEADS}) SELECT ${OVERDUE} AS overdue FROM leads l LEFT JOIN lead_work w ON w.lead_id = l.id WHERE l.id = ?${params.length + 1}`,
    )
    .bind(...params, id)
    .first<{ overdue: number }>();
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
    lead: withoutInternalColumns(row),
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
