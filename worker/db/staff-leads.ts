/**
 * The staff inbox's reads of leads: inquiries and referrals in one list, one lead with
 * everything that belongs to it. Shared by the inbox's routes and the digest; the CLI can
 * adopt the same statements.
 */

import type { StaffInboxLine, StaffLeadRow } from "../../contract/staff.ts";
import { closedStates, type Deadline } from "../staff/overdue.ts";
import { likePattern, searchCondition } from "./staff-queries.ts";

export type { StaffLeadRow } from "../../contract/staff.ts";

/** What narrows the inbox; every value is validated by the route before it gets here. */
export interface StaffLeadFilter {
  type?: "inquiry" | "referral";
  status?: string;
  /** An exact stored source (a partner id or an origin). */
  source?: string;
  campaign?: string;
  /** UTC ISO instants: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Part of the name, company or address (case-insensitive for ASCII letters). */
  search?: string;
  /** Only leads still `new` and created before this instant (the answer deadline). */
  newBefore?: string;
  /** Only overdue leads: past the answer deadline or a missed next step. */
  overdue?: boolean;
}

/** How the inbox is sorted: overdue leads on top (the default), or simply newest first. */
export type StaffLeadOrder = "overdue_first" | "newest";

// A referral's line names the person recommended (whom staff call), with its referrer beside.
const LEADS = `
  SELECT id, 'inquiry' AS type, created_at, status, source, campaign, contact_name AS name, company_name AS company,
    contact_email AS email, '' AS referrer, '' AS referrer_company, '' AS referrer_email FROM project_inquiries
  UNION ALL
  SELECT id, 'referral' AS type, created_at, status, source, campaign, referral_name AS name, referral_company AS company,
    referral_email AS email, name AS referrer, company_name AS referrer_company, email AS referrer_email FROM referrals`;

/** The same person: the same address, or the same name (ASCII letters in any case). */
const SAME_PERSON = `(lower(d.email) = lower(l.email) OR (l.name <> '' AND lower(d.name) = lower(l.name)))`;

/** How many other leads come from the line's person. */
const SAME_PERSON_COUNT = `(SELECT COUNT(*) FROM leads d WHERE d.id <> l.id AND ${SAME_PERSON})`;

const BOOKING_START = `(SELECT b.start_at FROM bookings b WHERE b.lead_id = l.id ORDER BY b.created_at DESC, b.id DESC LIMIT 1)`;

/** 1 when the lead is overdue by ?1 (answer deadline), ?2 (today) and ?3 (closed `type:status` as JSON). */
const OVERDUE = `(CASE WHEN (l.status = 'new' AND l.created_at < ?1) OR (w.next_step_on < ?2 AND (l.type || ':' || l.status) NOT IN (SELECT value FROM json_each(?3))) THEN 1 ELSE 0 END)`;

function whereOf(filter: StaffLeadFilter, deadline: Deadline): { sql: string; params: (string | number)[] } {
  const conditions: string[] = [];
  const params: (string | number)[] = [deadline.newBefore, deadline.today, JSON.stringify(closedStates)];
  const add = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition.replace(/\?/g, () => `?${params.push(values.shift() as string | number)}`));
  };
  if (filter.type) add("l.type = ?", filter.type);
  if (filter.status) add("l.status = ?", filter.status);
  if (filter.source !== undefined) add("l.source = ?", filter.source);
  if (filter.campaign !== undefined) add("l.campaign = ?", filter.campaign);
  if (filter.from) add("l.created_at >= ?", filter.from);
  if (filter.to) add("l.created_at < ?", filter.to);
  if (filter.newBefore) add("l.status = 'new' AND l.created_at < ?", filter.newBefore);
  if (filter.overdue) conditions.push(`${OVERDUE} = 1`);
  if (filter.search)
    conditions.push(
      searchCondition(
        ["l.name", "l.company", "l.email", "l.referrer", "l.referrer_company", "l.referrer_email"],
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
      `WITH leads AS (${LEADS}) SELECT l.*, w.owner, w.next_step_on, ${BOOKING_START} AS booking_start, ${OVERDUE} AS overdue, ` +
        `${SAME_PERSON_COUNT} AS same_person FROM leads l ` +
        `LEFT JOIN lead_work w ON w.lead_id = l.id ${where.sql} ORDER BY ${first}l.created_at DESC, l.id DESC LIMIT ?${where.params.length + 1}`,
    )
    .bind(...where.params, limit)
    .all<StaffLeadRow & { overdue: number }>();
  return results.map((row) => ({ ...row, overdue: row.overdue === 1 }));
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
      `WITH leads AS (${LEADS}) SELECT d.*, NULL AS owner, NULL AS next_step_on, NULL AS booking_start, 0 AS same_person ` +
        `FROM leads l JOIN leads d ON d.id <> l.id AND ${SAME_PERSON} WHERE l.id = ?1 ORDER BY d.created_at DESC, d.id DESC LIMIT 20`,
    )
    .bind(id)
    .all<StaffLeadRow>();
  return results;
}

/** The table a lead id belongs to, by its prefix; undefined for anything else. */
function leadTableOf(id: string): "project_inquiries" | "referrals" | undefined {
  if (/^inq_[a-z2-7]{16}$/.test(id)) return "project_inquiries";
  if (/^ref_[a-z2-7]{16}$/.test(id)) return "referrals";
  return undefined;
}

/** A mail or webhook call of a lead: of its rendered message only the text a mail's recipient read. */
export interface StaffDeliveryRow {
  id: string;
  channel: string;
  kind: string;
  /** The mail's subject as sent, in the recipient's language ("" for a webhook call). */
  subject: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The mail's plain text as the recipient received it; null for a webhook call. */
  text: string | null;
}

export interface StaffBookingRow {
  uid: string;
  event: string;
  status: string;
  start_at: string;
  end_at: string | null;
  created_at: string;
}

/** One lead with everything that belongs to it; null when there is no such lead. */
export async function readStaffLead(
  db: D1Database,
  id: string,
): Promise<{ lead: Record<string, unknown>; deliveries: StaffDeliveryRow[]; bookings: StaffBookingRow[] } | null> {
  const table = leadTableOf(id);
  if (!table) return null;
  const [lead, deliveries, bookings] = await db.batch([
    db.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id),
    db
      .prepare(
        "SELECT id, channel, kind, subject, recipient, status, attempts, last_error, created_at, sent_at, " +
          "CASE WHEN channel = 'mail' AND json_valid(message) THEN json_extract(message, '$.text') END AS text " +
          "FROM outbox WHERE lead_id = ?1 ORDER BY created_at, id",
      )
      .bind(id),
    db.prepare("SELECT uid, event, status, start_at, end_at, created_at FROM bookings WHERE lead_id = ?1 ORDER BY created_at, id").bind(id),
  ]);
  const row = lead?.results[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  // The Idempotency-Key data is the API's bookkeeping, and the booking token proves a
  // booking is the visitor's own: neither is something the visitor sent, nor for staff eyes.
  const { idempotency_key: _key, idempotency_body_hash: _hash, booking_token: _token, ...sent } = row;
  return {
    lead: sent,
    deliveries: (deliveries?.results ?? []) as StaffDeliveryRow[],
    bookings: (bookings?.results ?? []) as StaffBookingRow[],
  };
}

/** What staff did about a lead, exported beside what it sent. */
const WORK_EXPORT = ["owner", "next_step_on", "next_step_text"];

/** The table's columns (so an empty export still has its header) with the staff's work, and the rows of `ids`, oldest first. */
export async function readLeadsForExport(
  db: D1Database,
  table: "project_inquiries" | "referrals",
  ids: readonly string[],
): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  const work = table === "referrals" ? [...WORK_EXPORT, "reward", "reward_paid_on"] : WORK_EXPORT;
  const [columns, rows] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`),
    db
      .prepare(
        `SELECT t.*, ${work.map((c) => `w.${c}`).join(", ")}, ` +
          "(SELECT group_concat(body, ' | ') FROM (SELECT body FROM lead_notes n WHERE n.lead_id = t.id ORDER BY n.id)) AS notes " +
          `FROM ${table} t LEFT JOIN lead_work w ON w.lead_id = t.id WHERE t.id IN (SELECT value FROM json_each(?1)) ORDER BY t.created_at, t.id`,
      )
      .bind(JSON.stringify(ids)),
  ]);
  return { columns: [...(columns?.results ?? []).map((r) => String(r.name)), ...work, "notes"], rows: rows?.results ?? [] };
}
