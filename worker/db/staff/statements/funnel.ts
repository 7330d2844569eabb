/**
 * The funnel, as shared statements (see ../../system/statements/query.ts): the inbox binds them to D1 and
 * the CLI's `funnel` inlines them, so staff read the same figures whichever tool they use.
 */

import type { FunnelGrouping } from "../../../../contract/funnel/rows.ts";
import { wonStates } from "../../../../contract/lead/lifecycles.ts";
import type { Query } from "../../system/statements/query.ts";

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
 * leads of the same days per group (with the inquiries staff marked won). `siteOrigins` are the
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
        // Won is the questionnaire's last stage, so only its leads count there: a referral
        // won comes from the referral form, not from anyone who opened the questionnaire.
        "SELECT kind, key, SUM(inquiry) AS inquiries, SUM(inquiry * won) AS won, SUM(1 - inquiry) AS referrals FROM (" +
        `SELECT ${lead}, 1 AS inquiry, ${won("inquiry")} AS won FROM project_inquiries WHERE created_at >= ?1 ` +
        `UNION ALL SELECT ${lead}, 0 AS inquiry, ${won("referral")} AS won FROM referrals WHERE created_at >= ?1)` +
        `${narrow(3 + leadParams.length)} GROUP BY kind, key ORDER BY inquiries DESC, key`,
      params: [`${sinceDay}T00:00:00.000Z`, ...leadParams, JSON.stringify(wonStates), ...extra],
    },
  ];
}
