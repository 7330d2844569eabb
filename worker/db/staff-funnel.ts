/** The funnel as the staff inbox and the CLI read it: questionnaire stages and the leads they brought, per group. */

/** What the funnel is grouped by: the stored source (a partner id or an origin) or the campaign. */
export type FunnelGrouping = "source" | "campaign";

export interface FunnelRow {
  /** The source or campaign ("" for none). */
  key: string;
  opened: number;
  step2: number;
  step3: number;
  summary: number;
  submitted: number;
  booked: number;
  inquiries: number;
  won: number;
  referrals: number;
}

const stage = (condition: string) => `COALESCE(SUM(CASE WHEN ${condition} THEN count END), 0)`;

/**
 * The funnel from the UTC day `sinceDay` on, most opened first: the questionnaire's daily
 * counters (anonymous) joined with the leads of the same days (with the inquiries staff
 * marked won). `only` narrows it to one source.
 */
export async function readFunnel(db: D1Database, sinceDay: string, by: FunnelGrouping, only?: string): Promise<FunnelRow[]> {
  const key = by === "campaign" ? "campaign" : "source";
  const narrow = only === undefined ? "" : " AND source = ?2";
  const extra = only === undefined ? [] : [only];
  const [counts, leads] = await db.batch<Record<string, string | number>>([
    db
      .prepare(
        `SELECT ${key} AS key, ${stage("event = 'open'")} AS opened, ${stage("event = 'step' AND step = 2")} AS step2, ` +
          `${stage("event = 'step' AND step = 3")} AS step3, ${stage("event = 'step' AND step = 4")} AS summary, ` +
          `${stage("event = 'submit'")} AS submitted, ${stage("event = 'booked'")} AS booked ` +
          `FROM funnel_counts WHERE day >= ?1${narrow} GROUP BY 1`,
      )
      .bind(sinceDay, ...extra),
    db
      .prepare(
        `SELECT key, SUM(inquiry) AS inquiries, SUM(won) AS won, SUM(1 - inquiry) AS referrals FROM (` +
          `SELECT ${key} AS key, 1 AS inquiry, status = 'won' AS won FROM project_inquiries WHERE created_at >= ?1${narrow} ` +
          `UNION ALL SELECT ${key} AS key, 0 AS inquiry, 0 AS won FROM referrals WHERE created_at >= ?1${narrow}) GROUP BY key`,
      )
      .bind(`${sinceDay}T00:00:00.000Z`, ...extra),
  ]);
  const rows = new Map<string, FunnelRow>();
  const row = (k: string): FunnelRow => {
    let found = rows.get(k);
    if (!found) {
      found = { key: k, opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, booked: 0, inquiries: 0, won: 0, referrals: 0 };
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
