/**
 * The staff's work fields on a lead (owner, next step, reward), as shared statements (see
 * ../../system/statements/query.ts): the inbox binds them to D1 and the CLI's `reward` inlines them, so
 * both leave the same history rows.
 */

import type { HistoryAction } from "../../../../contract/staff/api.ts";
import type { Query } from "../../system/statements/query.ts";
import type { Change } from "./lead-status.ts";

/** The lead_work columns staff set, each with the history action that records it. */
const WORK_FIELDS = {
  owner: "owner",
  next_step_on: "next_step",
  next_step_text: "next_step_text",
  reward: "reward",
  reward_paid_on: "reward_paid",
} as const satisfies Record<string, HistoryAction>;
export type WorkField = keyof typeof WORK_FIELDS;

/** The lead's work row, created empty when staff first work on it. */
export const ensureWorkRowQuery = (change: Change): Query => ({
  sql: "INSERT INTO lead_work (lead_id, updated_at) VALUES (?1, ?2) ON CONFLICT (lead_id) DO NOTHING",
  params: [change.leadId, change.at],
});

/**
 * The history row of one work field (answering its id only when the value changes, read
 * before the update so `from` is exactly what was replaced), then its update; after
 * `ensureWorkRowQuery` in the same batch.
 */
export function workFieldQueries(change: Change, field: WorkField, value: string | null): [Query, Query] {
  return [
    {
      sql:
        `INSERT INTO lead_history (lead_id, actor, action, detail, at) SELECT lead_id, ?2, ?3, json_object('from', ${field}, 'to', ?4), ?5 ` +
        `FROM lead_work WHERE lead_id = ?1 AND ${field} IS NOT ?4 RETURNING id`,
      params: [change.leadId, change.actor, WORK_FIELDS[field], value, change.at],
    },
    { sql: `UPDATE lead_work SET ${field} = ?2, updated_at = ?3 WHERE lead_id = ?1`, params: [change.leadId, value, change.at] },
  ];
}
