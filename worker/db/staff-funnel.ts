/** The funnel as the staff inbox reads it: questionnaire stages and the leads they brought, per group. */
import type { FunnelRow } from "../../contract/staff.ts";
import { bindQuery } from "./bind-query.ts";
import { type FunnelGrouping, funnelQueries } from "./staff-queries.ts";

export type { FunnelRow } from "../../contract/staff.ts";
export type { FunnelGrouping } from "./staff-queries.ts";

/**
 * The funnel from the UTC day `sinceDay` on, most opened first (see `funnelQueries`, which
 * the CLI runs too). `only` narrows it to one source.
 */
export async function readFunnel(db: D1Database, sinceDay: string, by: FunnelGrouping, only?: string): Promise<FunnelRow[]> {
  const [counts, leads] = await db.batch<Record<string, string | number>>(funnelQueries(sinceDay, by, only).map((q) => bindQuery(db, q)));
  const rows = new Map<string, FunnelRow>();
  const row = (k: string): FunnelRow => {
    let found = rows.get(k);
    if (!found) {
      found = { key: k, opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 0, booked: 0, inquiries: 0, won: 0, referrals: 0 };
      rows.set(k, found);
    }
    return found;
  };
  for (const r of [...(counts?.results ?? []), ...(leads?.results ?? [])]) {
    const target = row(String(r.key));
    for (const [name, value] of Object.entries(r)) if (name !== "key") (target as unknown as Record<string, number>)[name] = Number(value);
  }
  return [...rows.values()].sort((a, b) => b.opened - a.opened || b.inquiries - a.inquiries || a.key.localeCompare(b.key));
}
