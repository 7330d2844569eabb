/**
 * A lead's status move, as a shared statement (see ../../system/statements/query.ts) that the inbox binds to
 * D1 and the staff CLI inlines: every move leaves the same history row, whichever tool made it.
 * No D1 types here: the CLI imports this.
 */
import type { Query } from "../../system/statements/query.ts";

/** Who changed a lead, which lead, and when (an ISO instant). */
export interface Change {
  leadId: string;
  actor: string;
  at: string;
}

/**
 * Moves a lead to `to` if its status is one of `allowedFrom` (the lifecycle's rule, checked
 * by the statements themselves, so a change made meanwhile is never overwritten), with its
 * history row. Run as one batch: the first result holds the history row's id when the lead
 * moved (empty when refused), the third the status the lead has afterwards (empty when
 * there is no such lead).
 */
export function moveLeadStatusQueries(
  table: "project_inquiries" | "referrals",
  change: Change,
  to: string,
  allowedFrom: readonly string[],
): [history: Query, update: Query, current: Query] {
  const from = JSON.stringify(allowedFrom);
  return [
    {
      sql:
        `INSERT INTO lead_history (lead_id, actor, action, detail, at) SELECT id, ?2, 'status', json_object('from', status, 'to', ?3), ?4 ` +
        `FROM ${table} WHERE id = ?1 AND status IN (SELECT value FROM json_each(?5)) RETURNING id`,
      params: [change.leadId, change.actor, to, change.at, from],
    },
    {
      sql: `UPDATE ${table} SET status = ?2, status_changed_at = ?3 WHERE id = ?1 AND status IN (SELECT value FROM json_each(?4))`,
      params: [change.leadId, to, change.at, from],
    },
    { sql: `SELECT status FROM ${table} WHERE id = ?1`, params: [change.leadId] },
  ];
}
