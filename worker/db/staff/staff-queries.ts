/**
 * Statements the staff inbox and the staff CLI both run (`Query`, see ../system/query.ts): the funnel,
 * a field of the staff's work on a lead and the search by name. One definition, so staff read the
 * same figures and leave the same history rows whichever tool they use.
 */

import type { FunnelGrouping } from "../../../contract/funnel/rows.ts";
import { wonStates } from "../../../contract/lead/lifecycles.ts";
import type { HistoryAction } from "../../../contract/staff/api.ts";
import type { Query } from "../system/query.ts";
import type { Change } from "./lead-status.ts";

const stage = (condition: string) => `COALESCE(SUM(CASE WHEN ${condition} THEN count END), 0)`;

/** A counter's source is a page path on our site, else a partner's id or origin. */
const COUNTER_KIND = "CASE WHEN source LIKE '/%' THEN 'site' WHEN source = '' THEN 'unknown' ELSE 'partner' END";

/**
 * A lead's source is the origin its page posted from: one of our site's own origins (`?2`, a
 * JSON array) groups it under the page it was sent from (its attribution's `page`), as the
 * counters are.
 */
const OWN_SITE = "source IN (SELECT value FROM json_each(?2))";
const LEAD_KIND = `CASE WHEN ${OWN_SITE} THEN 'site' WHEN source = '' THEN 'unknown' ELSE 'partner' END`;
const LEAD_KEY = `CASE WHEN ${OWN_SITE} THEN COALESCE(CASE WHEN json_valid(attribution) THEN json_extract(attribution, '$.page') END, '') ELSE source END`;

/**
 * The funnel from the UTC day `sinceDay` on, grouped by kind (our site's pages, partners,
 * campaigns) and key in SQL: first the questionnaire's daily counters (anonymous) per
 * group, most opened first, with the calls booked less the ones cancelled again; then the
 * leads of the same days per group (with the ones staff marked won). `siteOrigins` are the
 * origins of our own site (`Config.siteOrigins`), which the leads sent from its pages carry
 * as their source. `only` narrows
 * both to one group's key (a page path, a partner). Merge the two with `mergeFunnel`.
 */
export function funnelQueries(
  sinceDay: string,
  by: FunnelGrouping,
  siteOrigins: Iterable<string>,
  only?: string,
): [counts: Query, leads: Query] {
  const campaign = by === "campaign";
  const narrow = (param: number) => (only === undefined ? "" : ` WHERE key = ?${param}`);
  const extra = only === undefined ? [] : [only];
  const counter = campaign ? "'campaign' AS kind, campaign AS key" : `${COUNTER_KIND} AS kind, source AS key`;
  const lead = campaign ? "'campaign' AS kind, campaign AS key" : `${LEAD_KIND} AS kind, ${LEAD_KEY} AS key`;
  // A campaign's leads never compare with the site's origin, so it is bound only by source.
  const leadParams = campaign ? [] : [JSON.stringify([...siteOrigins])];
  // The lifecycles' won states (`type:status`, JSON), bound after the site's origins.
  const won = (type: string) => `('${type}:' || status) IN (SELECT value FROM json_each(?${2 + leadParams.length}))`;
  return [
    {
      sql:
        `SELECT kind, key, ${stage("event = 'open'")} AS opened, ${stage("event = 'step' AND step = 2")} AS step2, ` +
        `${stage("event = 'step' AND step = 3")} AS step3, ${stage("event = 'step' AND step = 4")} AS summary, ` +
        `${stage("event = 'submit'")} AS submitted, ${stage("event = 'fail'")} AS failed, ` +
        `${stage("event = 'booked'")} - ${stage("event = 'cancelled'")} AS booked ` +
        `FROM (SELECT ${counter}, event, step, count FROM funnel_counts WHERE day >= ?1)${narrow(2)} ` +
        "GROUP BY kind, key ORDER BY opened DESC, key",
      params: [sinceDay, ...extra],
    },
    {
      sql:
        "SELECT kind, key, SUM(inquiry) AS inquiries, SUM(won) AS won, SUM(1 - inquiry) AS referrals FROM (" +
        `SELECT ${lead}, 1 AS inquiry, ${won("inquiry")} AS won FROM project_inquiries WHERE created_at >= ?1 ` +
        `UNION ALL SELECT ${lead}, 0 AS inquiry, ${won("referral")} AS won FROM referrals WHERE created_at >= ?1)` +
        `${narrow(3 + leadParams.length)} GROUP BY kind, key ORDER BY inquiries DESC, key`,
      params: [`${sinceDay}T00:00:00.000Z`, ...leadParams, JSON.stringify(wonStates), ...extra],
    },
  ];
}

/** The lead_work columns staff set, each with the history action that records it. */
export const WORK_FIELDS = {
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

/**
 * The upper-case letters SQLite's `lower()` leaves alone (it folds ASCII only) with their
 * lower-case forms: Latin-1's À to Þ (but ×) and the capital sharp s. Enough for the names
 * of the agency's languages, so "grünböck" finds "GRÜNBÖCK". Written as `char()` codes, so
 * the statement stays ASCII when the CLI passes it on a command line.
 */
const FOLDED_LETTERS: readonly (readonly [upper: number, lower: number])[] = [
  ...Array.from({ length: 0xdf - 0xc0 }, (_, i) => 0xc0 + i)
    .filter((code) => code !== 0xd7)
    .map((code) => [code, code + 0x20] as const),
  [0x1e9e, 0xdf],
];

// Built once: every search wraps each column in the same nesting.
const FOLD_OPEN = `${"replace(".repeat(FOLDED_LETTERS.length)}lower(`;
const FOLD_CLOSE = `)${FOLDED_LETTERS.map(([upper, lower]) => `, char(${upper}), char(${lower}))`).join("")}`;

/** `column` in lower case for the search, Latin-1's capitals too (see `FOLDED_LETTERS`). */
export function foldedColumn(column: string): string {
  return `${FOLD_OPEN}${column}${FOLD_CLOSE}`;
}

/**
 * The search text as the folded columns hold it (lower case, composed accents), with `%`,
 * `_` and the escape itself matching literally: `text` anywhere in a column.
 */
export function likePattern(text: string): string {
  const folded = text.normalize("NFC").toLocaleLowerCase();
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The search by name, company or address, as the inbox and the CLI run it: any of
 * `columns`, folded to lower case, holding the text, whose `likePattern` is the numbered
 * parameter `param`.
 */
export function searchCondition(columns: readonly string[], param: number): string {
  return `(${columns.map((column) => `${foldedColumn(column)} LIKE ?${param} ESCAPE '\\'`).join(" OR ")})`;
}
