/**
 * How staff read the lead tables, as shared statements (see ../../system/statements/query.ts): a table's
 * newest rows, its export, and one lead with the mails and bookings that belong to it. The
 * staff routes bind them to D1, the staff CLI inlines them, so both read the same rows.
 */
import type { LeadTableKind } from "../../../../contract/lead/ids.ts";
import { leadTables } from "../../leads/statements/lead-tables.ts";
import { DELIVERY_COLUMNS } from "../../outbox/statements/outbox-reads.ts";
import type { Query, SqlParam } from "../../system/statements/query.ts";
import { likePattern, searchCondition } from "./search.ts";

/** What narrows a table's rows; every value is validated before it gets here. */
export interface LeadFilter {
  /** ISO timestamp: only rows created at or after it. */
  since?: string;
  /** Only rows with one of these statuses (checked against `leadTables`). */
  statuses?: readonly string[];
  /** Only leads of this campaign (their utm_campaign, else their first touch's). */
  campaign?: string;
  /** Only leads whose name, company or address holds this text. */
  search?: string;
  /** Only these rows (what the staff inbox's filters found). */
  ids?: readonly string[];
}

function whereOf(kind: LeadTableKind, filter: LeadFilter): { sql: string; params: SqlParam[] } {
  const conditions: string[] = [];
  const params: SqlParam[] = [];
  const next = (value: SqlParam) => `?${params.push(value)}`;
  if (filter.since) conditions.push(`created_at >= ${next(filter.since)}`);
  if (filter.statuses?.length) conditions.push(`status IN (SELECT value FROM json_each(${next(JSON.stringify(filter.statuses))}))`);
  if (filter.campaign !== undefined) conditions.push(`campaign = ${next(filter.campaign)}`);
  if (filter.search !== undefined) conditions.push(searchCondition(leadTables[kind].searched, params.push(likePattern(filter.search))));
  if (filter.ids) conditions.push(`id IN (SELECT value FROM json_each(${next(JSON.stringify(filter.ids))}))`);
  return { sql: conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "", params };
}

/** A table's rows, newest first, at most `limit`. */
export function listLeadsQuery(kind: LeadTableKind, filter: LeadFilter, limit: number): Query {
  const where = whereOf(kind, filter);
  return {
    sql: `SELECT * FROM ${leadTables[kind].table}${where.sql} ORDER BY created_at DESC, id DESC LIMIT ?${where.params.length + 1}`,
    params: [...where.params, limit],
  };
}

/**
 * What the export adds after the table's own columns: what staff did about a lead (`notes`
 * is every note, oldest first) and, for an inquiry, the call it booked (`appointment`).
 */
export function workColumns(kind: LeadTableKind): string[] {
  if (kind === "subscribers") return [];
  const work = ["owner", "next_step_on", "next_step_text"];
  return kind === "referrals" ? [...work, "reward", "reward_paid_on", "notes"] : [...work, "notes", "appointment"];
}

/** The latest report of the lead's call (a reschedule or cancellation comes after its booking). */
const LATEST_BOOKING = "FROM bookings b WHERE b.lead_id = l.id ORDER BY b.created_at DESC, b.id DESC LIMIT 1";

/**
 * How each added column is read: the notes joined, the call's start with its state beside
 * (`appointment_status`, so the file can say a call was cancelled), the rest from `lead_work`.
 */
function workSelect(column: string): string {
  if (column === "notes")
    return "(SELECT group_concat(body, ' | ') FROM (SELECT body FROM lead_notes n WHERE n.lead_id = l.id ORDER BY n.id)) AS notes";
  if (column === "appointment")
    return `(SELECT b.start_at ${LATEST_BOOKING}) AS appointment, (SELECT b.status ${LATEST_BOOKING}) AS appointment_status`;
  return `w.${column}`;
}

/**
 * For an export: the table's columns in order with the added ones after them (so a file
 * without rows still has its header), then its rows with them, oldest first. The inbox's
 * export and the CLI's run these same statements, so their files hold the same cells.
 */
export function exportLeadsQueries(kind: LeadTableKind, filter: LeadFilter): [columns: Query, rows: Query] {
  const { table } = leadTables[kind];
  const where = whereOf(kind, filter);
  const work = workColumns(kind);
  const joined = work.length
    ? `, ${work.map(workSelect).join(", ")} FROM leads l LEFT JOIN lead_work w ON w.lead_id = l.id`
    : " FROM leads l";
  return [
    {
      sql: `SELECT name FROM (SELECT cid AS o, name FROM pragma_table_info('${table}') UNION ALL SELECT 1000 + key, value FROM json_each(?1)) ORDER BY o`,
      params: [JSON.stringify(work)],
    },
    {
      sql: `WITH leads AS (SELECT * FROM ${table}${where.sql}) SELECT l.*${joined} ORDER BY l.created_at, l.id`,
      params: where.params,
    },
  ];
}

/** One lead, the mails and webhook calls queued for it, and the calendar's reports of its calls, oldest first. */
export function leadRecordQueries(kind: LeadTableKind, id: string): [lead: Query, deliveries: Query, bookings: Query] {
  return [
    { sql: `SELECT * FROM ${leadTables[kind].table} WHERE id = ?1`, params: [id] },
    {
      // A mail's text as its recipient read it, so staff can open what the person received.
      sql:
        `SELECT ${DELIVERY_COLUMNS}, CASE WHEN channel = 'mail' AND json_valid(message) THEN json_extract(message, '$.text') END AS text ` +
        "FROM outbox WHERE lead_id = ?1 ORDER BY created_at, id",
      params: [id],
    },
    {
      sql: "SELECT uid, event, status, start_at, end_at, created_at FROM bookings WHERE lead_id = ?1 ORDER BY created_at, id",
      params: [id],
    },
  ];
}

/** The lead `id`'s notes and history, oldest first, as the lead page lists them. */
export function leadNotesHistoryQueries(id: string): [notes: Query, history: Query] {
  return [
    { sql: "SELECT * FROM lead_notes WHERE lead_id = ?1 ORDER BY id", params: [id] },
    { sql: "SELECT * FROM lead_history WHERE lead_id = ?1 ORDER BY id", params: [id] },
  ];
}

/** The staff's work on the lead `id` as the lead page shows it: one row, none before anyone worked on it. */
export function leadWorkQuery(id: string): Query {
  return { sql: "SELECT owner, next_step_on, next_step_text, reward, reward_paid_on FROM lead_work WHERE lead_id = ?1", params: [id] };
}
