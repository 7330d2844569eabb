import type { FunnelEvent } from "../../contract/funnel.ts";

/** A `funnel_counts` row: how often one event happened on one UTC day, source and language. */
export interface FunnelCountRow {
  day: string;
  source: string;
  lang: string;
  event: string;
  step: number;
  count: number;
}

/**
 * Adds one event to its day's counter in a single statement. The upsert is atomic in
 * SQLite, so concurrent events never lose a count and never create a second row.
 *
 * @param day UTC date `YYYY-MM-DD`
 */
export async function countFunnelEvent(db: D1Database, event: FunnelEvent, day: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO funnel_counts (day, source, lang, event, step, count) VALUES (?1, ?2, ?3, ?4, ?5, 1)
       ON CONFLICT (day, source, lang, event, step) DO UPDATE SET count = count + 1`,
    )
    .bind(day, event.source, event.lang, event.event, event.step ?? 0)
    .run();
}

/**
 * Records that `opening` counted `event` (at `step`, 0 for none): true the first time, so
 * the caller counts it; false for a repeat, or for a step, submit or fail of an opening
 * never seen opened. One statement, so concurrent beacons of one opening count once.
 */
export async function firstForOpening(db: D1Database, opening: string, event: string, step: number, now: string): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO funnel_openings (opening, event, step, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE ?2 = 'open' OR EXISTS (SELECT 1 FROM funnel_openings WHERE opening = ?1 AND event = 'open')
       ON CONFLICT (opening, event, step) DO NOTHING
       RETURNING opening`,
    )
    .bind(opening, event, step, now)
    .first<{ opening: string }>();
  return row !== null;
}
