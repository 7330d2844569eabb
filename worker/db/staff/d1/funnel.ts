/** The funnel as the staff inbox reads it: questionnaire stages and the leads they brought, per group. */
import { type FunnelGrouping, type FunnelRow, mergeFunnel } from "../../../../contract/funnel/rows.ts";
import { bindQuery } from "../../system/statements/query.ts";
import { funnelQueries } from "../statements/funnel.ts";

/**
 * The funnel from the UTC day `sinceDay` on, most opened first (see `funnelQueries`, which
 * the CLI runs too). `siteOrigins` are our own site's origins; `only` narrows it to one group.
 */
export async function readFunnel(
  db: D1Database,
  sinceDay: string,
  by: FunnelGrouping,
  siteOrigins: Iterable<string>,
  only?: string,
): Promise<FunnelRow[]> {
  const queries = funnelQueries(sinceDay, by, siteOrigins, only).map((q) => bindQuery(db, q));
  const [counts, leads] = await db.batch<Record<string, unknown>>(queries);
  return mergeFunnel(counts?.results ?? [], leads?.results ?? []);
}
