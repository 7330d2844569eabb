/**
 * Every SQL statement of the staff CLI, and the one place values enter them. The statements
 * the staff inbox runs too (the funnel, a status move) are the Worker's own, inlined here.
 *
 * Why SQL text and not bound parameters: the CLI talks to D1 through
 * `wrangler d1 execute --command`, which takes SQL text only (no parameters), both for the
 * local database and for the deployed one. So every value is made safe in two layers:
 * 1. it is validated against a strict pattern before it gets here (ids, statuses, e-mail
 *    addresses, timestamps made by the CLI itself; see `parse.ts`) or was read from the
 *    database itself (the ids `forget` deletes), and
 * 2. it enters the SQL only through `sqlText`, which writes a SQLite string literal. In a
 *    SQLite string literal the single quote is the ONLY special character (doubling it
 *    escapes it; backslashes mean nothing), so doubling quotes is a complete escape. NUL
 *    and malformed UTF-16 are refused because C string APIs and UTF-8 encoders would cut
 *    or alter the text on its way to SQLite.
 * Numbers enter through `sqlInteger`. Table and column names are constants of this module
 * or of the Worker's shared statements.
 */
import { forgetDeleteQueries, forgetReadQueries } from "../../worker/db/erasure-queries.ts";
import { likePattern, type Query, searchCondition } from "../../worker/db/staff-queries.ts";
import { CommandError } from "./errors.ts";
import { inquiryStatuses, referralStatuses } from "../../contract/lifecycles.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A SQLite string literal for `value`: `it's` -> `'it''s'`. */
export function sqlText(value: string): string {
  if (value.includes("\u0000")) throw new CommandError("refusing a value with a NUL character");
  if (LONE_SURROGATE.test(value)) throw new CommandError("refusing a value that is not well-formed Unicode");
  return `'${value.replaceAll("'", "''")}'`;
}

/** A non-negative integer literal. */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new CommandError(`not a non-negative integer: ${value}`);
  return String(value);
}

// A string literal (quotes doubled inside) is skipped whole, so a `?` in one is never taken for a parameter.
const LITERAL_OR_PARAMETER = /'(?:[^']|'')*'|\?(\d+)/g;

/**
 * The Worker's shared statements (worker/db/staff-queries.ts) as one batch of SQL text:
 * each numbered parameter replaced by its value through `sqlText` / `sqlInteger`.
 */
export function inlineQueries(queries: readonly Query[]): string {
  return queries
    .map(({ sql, params }) =>
      sql.replace(LITERAL_OR_PARAMETER, (match, index: string | undefined) => {
        if (index === undefined) return match;
        const value = params[Number(index) - 1];
        if (value === undefined) throw new CommandError(`no value for parameter ?${index}`);
        if (value === null) return "NULL";
        return typeof value === "number" ? sqlInteger(value) : sqlText(value);
      }),
    )
    .join("; ");
}

export type LeadKind = "inquiries" | "referrals" | "subscribers";

/** The lead tables, their id prefixes and the statuses staff may filter by. */
export const leadTables = {
  inquiries: {
    table: "project_inquiries",
    prefix: "inq",
    statuses: inquiryStatuses,
    searched: ["contact_name", "company_name", "contact_email"],
  },
  referrals: { table: "referrals", prefix: "ref", statuses: referralStatuses, searched: ["name", "company_name", "email"] },
  subscribers: { table: "newsletter_subscribers", prefix: "sub", statuses: ["pending", "confirmed", "unsubscribed"], searched: ["email"] },
} as const satisfies Record<LeadKind, { table: string; prefix: string; statuses: readonly string[]; searched: readonly string[] }>;

export interface LeadFilter {
  /** ISO timestamp: only rows created at or after it. */
  since?: string;
  /** Only rows with one of these statuses (already validated against `leadTables`). */
  statuses?: readonly string[];
  /** Only leads of this campaign (their utm_campaign, else their first touch's). */
  campaign?: string;
  /** Only leads whose name, company or address holds this text (the inbox's search). */
  search?: string;
}

function where(filter: LeadFilter, kind: LeadKind): string {
  const conditions: string[] = [];
  if (filter.since) conditions.push(`created_at >= ${sqlText(filter.since)}`);
  if (filter.statuses?.length) conditions.push(`status IN (${filter.statuses.map(sqlText).join(", ")})`);
  if (filter.campaign !== undefined) conditions.push(`campaign = ${sqlText(filter.campaign)}`);
  if (filter.search !== undefined)
    conditions.push(inlineQueries([{ sql: searchCondition(leadTables[kind].searched, 1), params: [likePattern(filter.search)] }]));
  return conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "";
}

/** Rows for `list`, newest first. */
export function listLeadsSql(kind: LeadKind, filter: LeadFilter, limit: number): string {
  return `SELECT * FROM ${leadTables[kind].table}${where(filter, kind)} ORDER BY created_at DESC, id DESC LIMIT ${sqlInteger(limit)}`;
}

/** For `export`: the table's columns (so an empty export still has its header), then every row, oldest first. */
export function exportLeadsSql(kind: LeadKind, filter: LeadFilter): string {
  const { table } = leadTables[kind];
  return `PRAGMA table_info(${table}); SELECT * FROM ${table}${where(filter, kind)} ORDER BY created_at, id`;
}

// Outbox columns staff read; `message` (the whole rendered mail or webhook body) stays out of listings.
const OUTBOX_COLUMNS =
  "id, channel, kind, lead_id, recipient, subject, status, attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at";

/** One lead, the mail queued for it, and the calls it booked. */
export function showLeadSql(kind: LeadKind, id: string): string {
  return (
    `SELECT * FROM ${leadTables[kind].table} WHERE id = ${sqlText(id)}; ` +
    `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE lead_id = ${sqlText(id)} ORDER BY created_at; ` +
    `SELECT uid, event, status, start_at, created_at FROM bookings WHERE lead_id = ${sqlText(id)} ORDER BY created_at, id`
  );
}

/**
 * Calendar bookings stored since `since` (an ISO instant), newest first, each with the
 * inquiry it belongs to (its name, address and company), or the attendee's own when no
 * inquiry matched. `unmatched`: only those.
 */
export function bookingsSql(since: string, unmatched: boolean): string {
  return (
    "SELECT b.id, b.uid, b.event, b.status, b.start_at, b.created_at, b.lead_id, " +
    "COALESCE(i.contact_name, b.attendee_name) AS name, COALESCE(i.contact_email, b.attendee_email) AS email, " +
    "COALESCE(i.company_name, '') AS company, COALESCE(i.campaign, '') AS campaign " +
    "FROM bookings b LEFT JOIN project_inquiries i ON i.id = b.lead_id " +
    `WHERE b.created_at >= ${sqlText(since)}${unmatched ? " AND b.lead_id IS NULL" : ""} ORDER BY b.created_at DESC, b.id DESC`
  );
}

/** Mail and webhook calls that have not gone out: pending and dead rows (or only dead ones), newest first. */
export function listOutboxSql(onlyDead: boolean): string {
  const condition = onlyDead ? "status = 'dead'" : "status <> 'sent'";
  return `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE ${condition} ORDER BY created_at DESC, id DESC`;
}

/**
 * Re-queues a mail: due now, attempts from zero, no claim. Never a sent row (it would go
 * out twice) and never one a runner is sending right now (live claim). The second result
 * is the row as it is after the batch, to explain a refusal.
 */
export function retryMailSql(id: string, now: string): string {
  const n = sqlText(now);
  return (
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${n}, claim_token = NULL, claimed_until = NULL ` +
    `WHERE id = ${sqlText(id)} AND (status = 'dead' OR (status = 'pending' AND (claimed_until IS NULL OR claimed_until <= ${n}))) ` +
    `RETURNING id; ` +
    `SELECT id, status, claimed_until, sent_at FROM outbox WHERE id = ${sqlText(id)}`
  );
}

/** For `forget`: erasure's reads (worker/db/erasure-queries.ts) as one batch of SQL text. */
export const forgetReadSql = (): string => inlineQueries(forgetReadQueries());

/** Erasure's statements for the ids `forget` found, as ONE command (locally one D1 batch, so one transaction). */
export const forgetDeleteSql = (ids: Parameters<typeof forgetDeleteQueries>[0]): string => inlineQueries(forgetDeleteQueries(ids));
