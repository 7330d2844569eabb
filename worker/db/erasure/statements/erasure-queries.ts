/**
 * The statements of erasure, as SQL with numbered parameters: the Worker binds them to D1,
 * the staff CLI inlines them (scripts/leads/sql.ts `inlineQueries`). One definition of what
 * erasure reads and writes, whichever tool runs it; what it decides is worker/erasure/'s.
 */
import { REDACTED_FUNNEL_VALUE } from "../../../../contract/funnel/wire.ts";
import { personalColumns, type RetainedTable } from "../../../../contract/retention/index.ts";
import type { Query } from "../../system/statements/query.ts";
import { type Erasure, REMOVED_MENTION, type StaffErasure, type StaffRow, secondPersonColumns } from "./erasure-shape.ts";

/**
 * The tables erasure reads, in the order of `forgetReadQueries`, with the columns that name
 * a row besides what the declaration lists. Every table the declaration says can hold
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
  lead_work: ["lead_id"],
} as const satisfies Partial<Record<RetainedTable, readonly string[]>>;

/**
 * Every row of every table that can hold a person's data, with the columns the declaration
 * of personal data (contract/retention/index.ts) lists for it. Read in full and matched in
 * JavaScript, because rows stored before normalisation differ in case, Unicode form and
 * domain spelling, which SQL cannot fold.
 */
export function forgetReadQueries(): Query[] {
  return (Object.entries(FORGET_TABLES) as [keyof typeof FORGET_TABLES, readonly string[]][]).map(([table, keys]) => {
    const declared = personalColumns()
      .filter((p) => p.table === table)
      .map((p) => p.column);
    return { sql: `SELECT ${[...new Set([...keys, ...declared])].join(", ")} FROM ${table}`, params: [] };
  });
}

// The referred person's columns as the declaration lists them: a column added there is anonymised too.
const REFERRED_PERSON = secondPersonColumns("referrals")
  .map((column) => `${column} = ?2`)
  .join(", ");

// A list of ids as one parameter: D1 binds at most 100 values per statement, a person may have more rows.
const IN_LIST = "IN (SELECT value FROM json_each(?1))";
const list = (ids: readonly string[]) => JSON.stringify(ids);

/** Deletes rows of `table` by `column`, answering the `returning` column of each. */
const deleteWhere = (table: string, ids: readonly string[], column = "id", returning = "id"): Query => ({
  sql: `DELETE FROM ${table} WHERE ${column} ${IN_LIST} RETURNING ${returning}`,
  params: [list(ids)],
});

/**
 * The erasure as ONE batch (one transaction): outbox rows first, so an interrupted run never
 * leaves mail of a lead that is gone. Referrals in `anonymise` keep their row (the
 * referrer's claim) with the referred person's fields set to `[removed]` and the
 * Idempotency-Key data cleared (the body hash could confirm a guess of the removed text).
 * Leads of others that mention the address get the columns in `redact` replaced, one
 * statement per lead after the five first. Each statement returns the ids it changed:
 * outbox, inquiries, referrals, subscribers, anonymised referrals, then each redacted lead,
 * the bookings, each funnel counter's two statements, the caps and the staff rows.
 */
export function forgetDeleteQueries(ids: Partial<Erasure> & Pick<Erasure, "outbox" | "inquiries" | "referrals" | "subscribers">): Query[] {
  return [
    deleteWhere("outbox", ids.outbox),
    deleteWhere("project_inquiries", ids.inquiries),
    deleteWhere("referrals", ids.referrals),
    deleteWhere("newsletter_subscribers", ids.subscribers),
    {
      sql:
        `UPDATE referrals SET ${REFERRED_PERSON}, ` +
        `idempotency_key = NULL, idempotency_body_hash = NULL WHERE id ${IN_LIST} RETURNING id`,
      params: [list(ids.anonymise ?? []), REMOVED_MENTION],
    },
    ...(ids.redact ?? []).map(redactLead),
    ...(ids.bookings === undefined ? [] : [deleteWhere("bookings", ids.bookings)]),
    ...(ids.funnel ?? []).flatMap(moveFunnelCounter),
    ...(ids.caps === undefined ? [] : [deleteWhere("mailbox_caps", ids.caps, "mailbox", "purpose")]),
    ...(ids.staff === undefined ? [] : staffQueries(ids.staff)),
    // Only the ids of erased inquiries stay, so a replayed booking webhook cannot bring the
    // person back. Last and without RETURNING: the results above keep their places.
    ...(ids.inquiries.length ? [rememberErased(ids.inquiries)] : []),
  ];
}

/** Another person's lead with the columns that mentioned the address replaced. */
function redactLead({ table, id, columns }: Erasure["redact"][number]): Query {
  const entries = Object.entries(columns);
  const sets = entries.map(([column], n) => {
    if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column: ${column}`);
    return `${column} = ?${n + 2}`;
  });
  // Idempotency data goes too: the body hash could confirm a guess of the removed text.
  return {
    sql: `UPDATE ${table === "referrals" ? "referrals" : "project_inquiries"} SET ${sets.join(", ")}, idempotency_key = NULL, idempotency_body_hash = NULL WHERE id = ?1 RETURNING id`,
    params: [id, ...entries.map(([, value]) => value)],
  };
}

/** A counter whose campaign held the address: its count moves to `(redacted)`, then the row goes. */
function moveFunnelCounter(k: NonNullable<Erasure["funnel"]>[number]): Query[] {
  const step = Number.isInteger(k.step) ? k.step : 0;
  const count = Number.isInteger(k.count) && k.count > 0 ? k.count : 1;
  return [
    {
      sql:
        "INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) " +
        "ON CONFLICT (day, source, campaign, lang, event, step) DO UPDATE SET count = count + excluded.count",
      params: [k.day, k.source, REDACTED_FUNNEL_VALUE, k.lang, k.event, step, count],
    },
    {
      sql: "DELETE FROM funnel_counts WHERE day = ?1 AND source = ?2 AND campaign = ?3 AND lang = ?4 AND event = ?5 AND step = ?6 RETURNING day",
      params: [k.day, k.source, k.campaign, k.lang, k.event, step],
    },
  ];
}

/** The staff tables' column that can mention a person (the declaration's free text or JSON). */
const STAFF_TEXT = { lead_notes: "body", lead_history: "detail", lead_work: "next_step_text" } as const;
/** The column that names a staff row: a work row is its lead's. */
const STAFF_KEY = { lead_notes: "id", lead_history: "id", lead_work: "lead_id" } as const;

/** Deletes of the staff rows of erased leads, then each mention replaced, each statement returning the ids it changed. */
function staffQueries(staff: StaffErasure): Query[] {
  const ids = (table: StaffRow["table"]) => staff.deletes.filter((r) => r.table === table).map((r) => r.id);
  return [
    ...(["lead_notes", "lead_history", "lead_work"] as const).map((table) =>
      deleteWhere(table, ids(table), STAFF_KEY[table], STAFF_KEY[table]),
    ),
    ...staff.redacts.map((r) => ({
      sql: `UPDATE ${r.table} SET ${STAFF_TEXT[r.table]} = ?2 WHERE ${STAFF_KEY[r.table]} IN (?1) RETURNING ${STAFF_KEY[r.table]}`,
      params: [r.id, r.value],
    })),
  ];
}

function rememberErased(inquiries: readonly string[]): Query {
  return {
    sql: `INSERT INTO erased_leads (id, erased_at) SELECT value, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM json_each(?1) WHERE 1 ON CONFLICT (id) DO NOTHING`,
    params: [list(inquiries)],
  };
}

/** One statement's result rows, as D1 (or `wrangler d1 execute`) answers them. */
type Rows = readonly Record<string, unknown>[];

const idsOf = (rows: Rows | undefined, column = "id") => (rows ?? []).map((row) => String(row[column]));

/** What the batch of `forgetDeleteQueries(erasure)` changed, read from its results in order. */
export function erasureDone(erasure: Erasure, results: readonly Rows[]): Erasure {
  const [o, i, r, s, a, ...rest] = results;
  // The statements after the first five are there only for what `erasure` holds, in
  // `forgetDeleteQueries`' order: each redacted lead, the bookings, each funnel counter's
  // insert and delete, the caps, then the staff rows.
  let at = 0;
  const take = (count: number) => {
    const part = rest.slice(at, at + count);
    at += count;
    return part;
  };
  const redacted = take(erasure.redact.length);
  const [bookings] = erasure.bookings === undefined ? [] : take(1);
  const funnel = take(2 * (erasure.funnel?.length ?? 0));
  const [caps] = erasure.caps === undefined ? [] : take(1);
  return {
    outbox: idsOf(o),
    inquiries: idsOf(i),
    referrals: idsOf(r),
    subscribers: idsOf(s),
    anonymise: idsOf(a),
    redact: erasure.redact.filter((_, n) => (redacted[n]?.length ?? 0) > 0),
    bookings: idsOf(bookings),
    // Each funnel counter is an insert (no rows) then a delete (its row).
    funnel: (erasure.funnel ?? []).filter((_, n) => (funnel[2 * n + 1]?.length ?? 0) > 0),
    caps: idsOf(caps, "purpose"),
    ...(erasure.staff ? { staff: staffDone(erasure.staff, rest.slice(at)) } : {}),
  };
}

/** The staff rows changed: the notes', history's and work's deletes, then each replaced mention. */
function staffDone(staff: StaffErasure, [notes, history, work, ...redacts]: readonly Rows[]): StaffErasure {
  const deleted = new Set([
    ...idsOf(notes).map((id) => `lead_notes:${id}`),
    ...idsOf(history).map((id) => `lead_history:${id}`),
    ...idsOf(work, "lead_id").map((id) => `lead_work:${id}`),
  ]);
  return {
    deletes: staff.deletes.filter((d) => deleted.has(`${d.table}:${d.id}`)),
    redacts: staff.redacts.filter((_, n) => (redacts[n]?.length ?? 0) > 0),
  };
}
