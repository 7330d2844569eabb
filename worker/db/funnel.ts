import type { FunnelEvent } from "../../contract/funnel.ts";

/** A `funnel_counts` row: how often one event happened on one UTC day, source and language. */
export interface FunnelCountRow {
  day: string;
  source: string;
  /** The visitor's utm_campaign, "" when none. */
  campaign: string;
  lang: string;
  event: string;
  step: number;
  count: number;
}

/**
 * What a counter counts: a questionnaire event from the widget, or `booked` (a call booked
 * through the calendar, which the calendar's webhook reports).
 */
export type CountedEvent = Omit<FunnelEvent, "event" | "opening"> & { event: FunnelEvent["event"] | "booked" | "cancelled" };

/**
 * The statement that adds one event to its day's counter. The upsert is atomic in SQLite,
 * so concurrent events never lose a count and never create a second row.
 *
 * @param day UTC date `YYYY-MM-DD`
 */
export function funnelCountStatement(db: D1Database, event: CountedEvent, day: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
       ON CONFLICT (day, source, campaign, lang, event, step) DO UPDATE SET count = count + 1`,
    )
    .bind(day, event.source, event.campaign ?? "", event.lang, event.event, event.step ?? 0);
}

/**
 * Like `funnelCountStatement`, but counts only when `condition` (SQL over the parameter it
 * is given, bound to `value`) holds when the statement runs: a lead's booking counts once,
 * when its status really changes.
 */
export function funnelCountWhenStatement(
  db: D1Database,
  event: CountedEvent,
  day: string,
  condition: (param: string) => string,
  value: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) SELECT ?1, ?2, ?3, ?4, ?5, ?6, 1 WHERE ${condition("?7")}
       ON CONFLICT (day, source, campaign, lang, event, step) DO UPDATE SET count = count + 1`,
    )
    .bind(day, event.source, event.campaign ?? "", event.lang, event.event, event.step ?? 0, value);
}

/** Adds one event to its day's counter in a single statement (see `funnelCountStatement`). */
export async function countFunnelEvent(db: D1Database, event: CountedEvent, day: string): Promise<void> {
  await funnelCountStatement(db, event, day).run();
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
