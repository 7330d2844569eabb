/**
 * Statements the staff inbox and the staff CLI both run, as SQL text with numbered
 * parameters (`?1`, `?2`, ...). The Worker binds them to D1; the CLI, which reaches D1
 * through `wrangler d1 execute` (SQL text only), inlines them through its one escaping
 * adapter. One definition, so staff read the same figures and every status move leaves
 * the same history row, whichever tool they use. No D1 types here: the CLI imports this.
 */

export type SqlParam = string | number | null;

/** One statement and the values of its numbered parameters, in order. */
export interface Query {
  sql: string;
  params: readonly SqlParam[];
}

/** What the funnel is grouped by: the stored source (a partner id or an origin) or the campaign. */
export type FunnelGrouping = "source" | "campaign";

const stage = (condition: string) => `COALESCE(SUM(CASE WHEN ${condition} THEN count END), 0)`;

/**
 * The funnel from the UTC day `sinceDay` on: first the questionnaire's daily counters
 * (anonymous) per group, most opened first, with the calls booked less the ones cancelled
 * again; then the leads of the same days per group (with the inquiries staff marked won).
 * `only` narrows both to one source. The group's column is named `key`.
 */
export function funnelQueries(sinceDay: string, by: FunnelGrouping, only?: string): [counts: Query, leads: Query] {
  const key = by === "campaign" ? "campaign" : "source";
  const narrow = only === undefined ? "" : " AND source = ?2";
  const extra = only === undefined ? [] : [only];
  return [
    {
      sql:
        `SELECT ${key} AS key, ${stage("event = 'open'")} AS opened, ${stage("event = 'step' AND step = 2")} AS step2, ` +
        `${stage("event = 'step' AND step = 3")} AS step3, ${stage("event = 'step' AND step = 4")} AS summary, ` +
        `${stage("event = 'submit'")} AS submitted, ${stage("event = 'fail'")} AS failed, ` +
        `${stage("event = 'booked'")} - ${stage("event = 'cancelled'")} AS booked ` +
        `FROM funnel_counts WHERE day >= ?1${narrow} GROUP BY 1 ORDER BY opened DESC, 1`,
      params: [sinceDay, ...extra],
    },
    {
      sql:
        `SELECT key, SUM(inquiry) AS inquiries, SUM(won) AS won, SUM(1 - inquiry) AS referrals FROM (` +
        `SELECT ${key} AS key, 1 AS inquiry, status = 'won' AS won FROM project_inquiries WHERE created_at >= ?1${narrow} ` +
        `UNION ALL SELECT ${key} AS key, 0 AS inquiry, status IN ('won', 'rewarded') AS won FROM referrals WHERE created_at >= ?1${narrow}) ` +
        "GROUP BY key ORDER BY inquiries DESC, key",
      params: [`${sinceDay}T00:00:00.000Z`, ...extra],
    },
  ];
}

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

/** `%`, `_` and the escape itself match literally in a LIKE pattern: `text` anywhere in a column. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The search by name, company or address, as the inbox and the CLI run it: any of
 * `columns` holding the text, whose `likePattern` is the numbered parameter `param`.
 */
export function searchCondition(columns: readonly string[], param: number): string {
  return `(${columns.map((column) => `${column} LIKE ?${param} ESCAPE '\\'`).join(" OR ")})`;
}
