/**
 * The staff's work on a lead, bound to D1: reading it for the lead page, the page's one save
 * and the undo of a status move. Each change and its history row (who, what, when) go in ONE
 * batch, so there is never a change without its trace, nor a trace of a change that did not
 * happen, nor a half-saved form.
 */

import type { LeadHistoryRow, LeadNoteRow, LeadWorkRow } from "../../../../contract/staff/api.ts";
import { bindQuery } from "../../system/statements/query.ts";
import { leadNotesHistoryQueries } from "../statements/lead-reads.ts";
import type { Change } from "../statements/lead-status.ts";
import { ensureWorkRowQuery, type WorkField, workFieldQueries } from "../statements/work-fields.ts";

/** The lead's work row, created empty when staff first work on it. */
const ensureWorkRow = (db: D1Database, change: Change) => bindQuery(db, ensureWorkRowQuery(change));

/**
 * The history row of one field (answering its id only when the value changes), then its
 * update; after `ensureWorkRow`. The history row reads the old value in the same batch,
 * before the update, so `from` is exactly what was replaced.
 */
function workFieldStatements(
  db: D1Database,
  change: Change,
  field: WorkField,
  value: string | null,
): [D1PreparedStatement, D1PreparedStatement] {
  const [history, update] = workFieldQueries(change, field, value);
  return [bindQuery(db, history), bindQuery(db, update)];
}

/** A note and its history row, in this order and next to each other (the history reads the note's rowid). */
function noteStatements(db: D1Database, change: Change, body: string): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare("INSERT INTO lead_notes (lead_id, author, body, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
      .bind(change.leadId, change.actor, body, change.at),
    db
      .prepare(
        "INSERT INTO lead_history (lead_id, actor, action, detail, at) " +
          "SELECT ?1, ?2, 'note', json_object('note', id), ?3 FROM lead_notes WHERE rowid = last_insert_rowid()",
      )
      .bind(change.leadId, change.actor, change.at),
  ];
}

/** A lead's work row, notes and history, oldest first. */
export async function readLeadWork(
  db: D1Database,
  leadId: string,
): Promise<{ work: LeadWorkRow | null; notes: LeadNoteRow[]; history: LeadHistoryRow[] }> {
  const [work, notes, history] = await db.batch([
    db.prepare("SELECT * FROM lead_work WHERE lead_id = ?1").bind(leadId),
    ...leadNotesHistoryQueries(leadId).map((q) => bindQuery(db, q)),
  ]);
  return {
    work: (work?.results[0] as LeadWorkRow | undefined) ?? null,
    notes: (notes?.results ?? []) as LeadNoteRow[],
    history: (history?.results ?? []) as LeadHistoryRow[],
  };
}

/** What one save of the lead page changed: the work fields, and the note's id when one was added. */
export interface SavedWork {
  changed: WorkField[];
  noteId: number | null;
}

/** Saves the given work fields and an optional note, each change with its history row. */
export async function saveLeadWork(
  db: D1Database,
  change: Change,
  fields: Partial<Record<WorkField, string | null>>,
  note: string | null,
): Promise<SavedWork> {
  const entries = Object.entries(fields) as [WorkField, string | null][];
  const statements = [ensureWorkRow(db, change), ...entries.flatMap(([field, value]) => workFieldStatements(db, change, field, value))];
  // The note goes last: its history row reads last_insert_rowid(), which the field history rows would move.
  if (note) statements.push(...noteStatements(db, change, note));
  const results = await db.batch<{ id: number }>(statements);
  const changed = entries.filter((_, n) => (results[1 + 2 * n]?.results.length ?? 0) > 0).map(([field]) => field);
  const noteId = note ? (results[1 + 2 * entries.length]?.results[0]?.id ?? null) : null;
  return { changed, noteId };
}

/** The lead's latest history row, when it is an undoable status move by ?2 made at or after ?4 whose target the lead still has. */
const undoable = (table: string) =>
  `FROM lead_history h JOIN ${table} l ON l.id = h.lead_id WHERE h.id = (SELECT MAX(id) FROM lead_history WHERE lead_id = ?1) ` +
  `AND h.action = 'status' AND h.actor = ?2 AND h.at >= ?4 AND json_extract(h.detail, '$.undo') IS NULL ` +
  `AND l.status = json_extract(h.detail, '$.to')`;

/**
 * Takes back the status move `change.actor` made last on the lead, if it was made at or
 * after `since` and is still the lead's latest change. The lifecycle only goes forward, so
 * this is the one way back: a move just made by mistake. It is recorded as a move of its
 * own (`undo` names the row it takes back), so the history stays complete. Resolves to the
 * status the lead has afterwards, or null when there was nothing to take back.
 */
export async function undoStatusMove(
  db: D1Database,
  table: "project_inquiries" | "referrals",
  change: Change,
  since: string,
): Promise<string | null> {
  const [history] = await db.batch<{ status: string }>([
    db
      .prepare(
        "INSERT INTO lead_history (lead_id, actor, action, detail, at) " +
          `SELECT h.lead_id, ?2, 'status', json_object('from', json_extract(h.detail, '$.to'), 'to', json_extract(h.detail, '$.from'), 'undo', h.id), ?3 ${undoable(table)} ` +
          "RETURNING json_extract(detail, '$.to') AS status",
      )
      .bind(change.leadId, change.actor, change.at, since),
    // Moves the lead only when the statement above just wrote its undo row (same actor and instant).
    db
      .prepare(
        `UPDATE ${table} SET status = u.status, status_changed_at = ?3 FROM (SELECT json_extract(detail, '$.to') AS status FROM lead_history ` +
          "WHERE id = (SELECT MAX(id) FROM lead_history WHERE lead_id = ?1) AND actor = ?2 AND at = ?3 AND json_extract(detail, '$.undo') IS NOT NULL) u " +
          `WHERE ${table}.id = ?1`,
      )
      .bind(change.leadId, change.actor, change.at),
  ]);
  return history?.results[0]?.status ?? null;
}
