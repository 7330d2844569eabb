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
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import { personalColumns, type RetainedTable } from "../../contract/retention.ts";
import type { Query } from "../../worker/db/staff-queries.ts";
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
export function sqlInteger(value: number): string {
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
  inquiries: { table: "project_inquiries", prefix: "inq", statuses: inquiryStatuses },
  referrals: { table: "referrals", prefix: "ref", statuses: referralStatuses },
  subscribers: { table: "newsletter_subscribers", prefix: "sub", statuses: ["pending", "confirmed", "unsubscribed"] },
} as const satisfies Record<LeadKind, { table: string; prefix: string; statuses: readonly string[] }>;

export interface LeadFilter {
  /** ISO timestamp: only rows created at or after it. */
  since?: string;
  /** Only rows with one of these statuses (already validated against `leadTables`). */
  statuses?: readonly string[];
  /** Only leads of this campaign (their utm_campaign, else their first touch's). */
  campaign?: string;
}

function where(filter: LeadFilter): string {
  const conditions: string[] = [];
  if (filter.since) conditions.push(`created_at >= ${sqlText(filter.since)}`);
  if (filter.statuses?.length) conditions.push(`status IN (${filter.statuses.map(sqlText).join(", ")})`);
  if (filter.campaign !== undefined) conditions.push(`campaign = ${sqlText(filter.campaign)}`);
  return conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "";
}

/** Rows for `list`, newest first. */
export function listLeadsSql(kind: LeadKind, filter: LeadFilter, limit: number): string {
  return `SELECT * FROM ${leadTables[kind].table}${where(filter)} ORDER BY created_at DESC, id DESC LIMIT ${sqlInteger(limit)}`;
}

/** For `export`: the table's columns (so an empty export still has its header), then every row, oldest first. */
export function exportLeadsSql(kind: LeadKind, filter: LeadFilter): string {
  const { table } = leadTables[kind];
  return `PRAGMA table_info(${table}); SELECT * FROM ${table}${where(filter)} ORDER BY created_at, id`;
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

/**
 * The tables `forget` reads, in the order of `forgetReadSql`'s results, with the columns that
 * name a row besides what the declaration lists. Every table the declaration says can hold
 * personal data is here (a test compares), and each is read with every column it declares.
 */
export const FORGET_TABLES = {
  project_inquiries: ["id"],
  referrals: ["id", "status"],
  newsletter_subscribers: ["id"],
  outbox: ["id", "lead_id"],
  bookings: ["id", "uid", "lead_id"],
  funnel_counts: ["day", "source", "lang", "event", "step", "count"],
  mailbox_caps: ["purpose"],
  lead_notes: ["id", "lead_id"],
  lead_history: ["id", "lead_id"],
} as const satisfies Partial<Record<RetainedTable, readonly string[]>>;

/**
 * For `forget`: every row of every table that can hold a person's data, with the columns
 * the declaration of personal data (contract/retention.ts) lists for it. Read in full and
 * matched in JavaScript, because rows stored before normalisation differ in case, Unicode
 * form and domain spelling, which SQL cannot fold.
 */
export function forgetReadSql(): string {
  return (Object.entries(FORGET_TABLES) as [keyof typeof FORGET_TABLES, readonly string[]][])
    .map(([table, keys]) => {
      const declared = personalColumns()
        .filter((p) => p.table === table)
        .map((p) => p.column);
      return `SELECT ${[...new Set([...keys, ...declared])].join(", ")} FROM ${table}`;
    })
    .join("; ");
}

/** What a referral's referred-person fields hold once that person is erased. */
export const REMOVED = "[removed]";

/**
 * Erases the rows `forget` found, by id, in ONE command (locally one D1 batch, so one
 * transaction; remotely one query request): outbox rows first, so an interrupted run never
 * leaves mail of a lead that is gone. Referrals in `anonymise` keep their row (the
 * referrer's claim) with the referred person's fields set to `[removed]` and the
 * Idempotency-Key data cleared (the body hash could confirm a guess of the removed text).
 * Leads of others that mention the address get the free-text columns in `redact` set
 * to their text with the mention replaced, one statement per lead after the five above.
 * Each statement returns the ids it changed: outbox, inquiries, referrals, subscribers,
 * anonymised referrals, then each redacted lead.
 */
export function forgetDeleteSql(ids: {
  outbox: string[];
  inquiries: string[];
  referrals: string[];
  subscribers: string[];
  anonymise?: string[];
  redact?: readonly { table: "project_inquiries" | "referrals"; id: string; columns: Record<string, string> }[];
  /** Calendar bookings of the erased inquiries, or unmatched ones naming the address: after the redactions. */
  bookings?: string[];
  /** Funnel counters whose campaign holds the address: their counts move to `(redacted)`, then the row goes. */
  funnel?: readonly { day: string; source: string; campaign: string; lang: string; event: string; step: number; count: number }[];
  /** The mailbox's cap hashes. */
  caps?: string[];
  /** Staff notes and history: rows of erased leads go, mentions elsewhere are replaced. */
  staff?: { deletes: readonly StaffRow[]; redacts: readonly (StaffRow & { value: string })[] };
}): string {
  const list = (values: readonly string[]) => (values.length ? values.map(sqlText).join(", ") : "NULL");
  const removed = sqlText(REMOVED);
  return [
    `DELETE FROM outbox WHERE id IN (${list(ids.outbox)}) RETURNING id`,
    `DELETE FROM project_inquiries WHERE id IN (${list(ids.inquiries)}) RETURNING id`,
    `DELETE FROM referrals WHERE id IN (${list(ids.referrals)}) RETURNING id`,
    `DELETE FROM newsletter_subscribers WHERE id IN (${list(ids.subscribers)}) RETURNING id`,
    `UPDATE referrals SET referral_name = ${removed}, referral_email = ${removed}, referral_company = ${removed}, ` +
      `idempotency_key = NULL, idempotency_body_hash = NULL WHERE id IN (${list(ids.anonymise ?? [])}) RETURNING id`,
    ...(ids.redact ?? []).map(({ table, id, columns }) => {
      const sets = Object.entries(columns).map(([column, value]) => {
        if (!/^[a-z_]+$/.test(column)) throw new CommandError(`not a column: ${column}`);
        return `${column} = ${sqlText(value)}`;
      });
      // Idempotency data goes too: the body hash could confirm a guess of the removed text.
      return `UPDATE ${table === "referrals" ? "referrals" : "project_inquiries"} SET ${sets.join(", ")}, idempotency_key = NULL, idempotency_body_hash = NULL WHERE id = ${sqlText(id)} RETURNING id`;
    }),
    ...(ids.bookings === undefined ? [] : [`DELETE FROM bookings WHERE id IN (${list(ids.bookings)}) RETURNING id`]),
    ...(ids.funnel ?? []).flatMap((k) => {
      const key = [k.day, k.source, k.campaign, k.lang, k.event].map(sqlText);
      const step = Number.isInteger(k.step) ? k.step : 0;
      const count = Number.isInteger(k.count) && k.count > 0 ? k.count : 1;
      return [
        `INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (${key[0]}, ${key[1]}, ${sqlText(REDACTED_FUNNEL_VALUE)}, ${key[3]}, ${key[4]}, ${step}, ${count}) ` +
          "ON CONFLICT (day, source, campaign, lang, event, step) DO UPDATE SET count = count + excluded.count",
        `DELETE FROM funnel_counts WHERE day = ${key[0]} AND source = ${key[1]} AND campaign = ${key[2]} AND lang = ${key[3]} AND event = ${key[4]} AND step = ${step} RETURNING day`,
      ];
    }),
    ...(ids.caps === undefined ? [] : [`DELETE FROM mailbox_caps WHERE mailbox IN (${list(ids.caps)}) RETURNING purpose`]),
    ...(ids.staff === undefined ? [] : staffStatements(ids.staff)),
    // Only the ids of erased inquiries stay, so a replayed booking webhook cannot bring the
    // person back. Last and without RETURNING: the results above keep their places.
    ...(ids.inquiries.length
      ? [
          `INSERT INTO erased_leads (id, erased_at) VALUES ${ids.inquiries.map((id) => `(${sqlText(id)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`).join(", ")} ON CONFLICT (id) DO NOTHING`,
        ]
      : []),
  ].join("; ");
}

/** A row of the staff's own tables that names a lead. */
export interface StaffRow {
  table: "lead_notes" | "lead_history";
  id: string;
}

/** The staff tables' column that can mention a person (the declaration's free text or JSON). */
const STAFF_TEXT = { lead_notes: "body", lead_history: "detail" } as const;

/** Deletes of the staff rows of erased leads, then each mention replaced, each statement returning the ids it changed. */
function staffStatements(staff: { deletes: readonly StaffRow[]; redacts: readonly (StaffRow & { value: string })[] }): string[] {
  const ids = (table: StaffRow["table"]) => staff.deletes.filter((r) => r.table === table).map((r) => sqlText(r.id));
  return [
    ...(["lead_notes", "lead_history"] as const).map(
      (table) => `DELETE FROM ${table} WHERE id IN (${ids(table).join(", ") || "NULL"}) RETURNING id`,
    ),
    ...staff.redacts.map(
      (r) => `UPDATE ${r.table} SET ${STAFF_TEXT[r.table]} = ${sqlText(r.value)} WHERE id IN (${sqlText(r.id)}) RETURNING id`,
    ),
  ];
}
