/**
 * The staff inbox's writes: a lead's status, notes, owner, next step and reward. Each change
 * and its history row (who, what, when) go in ONE batch, so there is never a change without
 * its trace, nor a trace of a change that did not happen.
 */

import type { LeadHistoryRow, LeadNoteRow, LeadWorkRow } from "../../../contract/staff/api.ts";
import { bindQuery } from "../system/query.ts";
import type { Change } from "./lead-status.ts";
import { ensureWorkRowQuery, type WorkField, workFieldQueries } from "./staff-queries.ts";

export type { Change } from "./lead-status.ts";
export type { WorkField } from "./staff-queries.ts";

/** The lead's work row, created empty when staff first work on it. */
export const ensureWorkRow = (db: D1Database, change: Change) => bindQuery(db, ensureWorkRowQuery(change));

/**
 * The history row of one field (answering its id only when the value changes), then its
 * update; after `ensureWorkRow`. The history row reads the old value in the same batch,
 * before the update, so `from` is exactly what was replaced.
 */
export function workFieldStatements(
  db: D1Database,
  change: Change,
  field: WorkField,
  value: string | null,
): [D1PreparedStatement, D1PreparedStatement] {
  const [history, update] = workFieldQueries(change, field, value);
  return [bindQuery(db, history), bindQuery(db, update)];
}

/** A note and its history row, in this order and next to each other (the history reads the note's rowid). */
export function noteStatements(db: D1Database, change: Change, body: string): [D1PreparedStatement, D1PreparedStatement] {
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
    db.prepare("SELECT * FROM lead_notes WHERE lead_id = ?1 ORDER BY id").bind(leadId),
    db.prepare("SELECT * FROM lead_history WHERE lead_id = ?1 ORDER BY id").bind(leadId),
  ]);
  return {
    work: (work?.results[0] as LeadWorkRow | undefined) ?? null,
    notes: (notes?.results ?? []) as LeadNoteRow[],
    history: (history?.results ?? []) as LeadHistoryRow[],
  };
}
