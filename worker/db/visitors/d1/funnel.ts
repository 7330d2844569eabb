/** The questionnaire funnel's daily counters, each event of an opening counted once. */
import { type FunnelEvent, funnelCampaign } from "../../../../contract/funnel/wire.ts";

export type { FunnelCountRow } from "../../../../contract/funnel/rows.ts";

/**
 * What a counter counts: a questionnaire event from the widget, or `booked` (a call booked
 * through the calendar, which the calendar's webhook reports).
 */
export type CountedEvent = Omit<FunnelEvent, "event" | "opening" | "step"> & {
  event: FunnelEvent["event"] | "booked" | "cancelled";
  step?: number;
};

/**
 * The statement that adds one event to its day's counter. The upsert is atomic in SQLite,
 * so concurrent events never lose a count and never create a second row.
 *
 * @param day UTC date `YYYY-MM-DD`
 */
function funnelCountStatement(db: D1Database, event: CountedEvent, day: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
       ON CONFLICT (day, source, campaign, lang, event, step) DO UPDATE SET count = count + 1`,
    )
    .bind(day, event.source, funnelCampaign(event.campaign), event.lang, event.event, event.step ?? 0);
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
    .bind(day, event.source, funnelCampaign(event.campaign), event.lang, event.event, event.step ?? 0, value);
}

/** Adds events to their day's counters in one batch (see `funnelCountStatement`). */
export async function countFunnelEvents(db: D1Database, events: readonly CountedEvent[], day: string): Promise<void> {
  if (events.length > 0) await db.batch(events.map((event) => funnelCountStatement(db, event, day)));
}

/**
 * Records one event of `opening` and answers which events of that opening are to be counted
 * now. The event and the ones it implies (`impliedEvents`: the steps below a step) are
 * stored once each, uncounted; once the opening's `open` is stored, every uncounted event of
 * it is marked counted and returned. So an event counts once per opening, a step that
 * arrived before its `open` counts when the `open` does, and an opening never seen opened
 * counts nothing. Each UPDATE is atomic, so concurrent beacons never count one event twice.
 */
export async function openingEventsToCount(
  db: D1Database,
  opening: string,
  events: readonly { event: string; step: number }[],
  now: string,
): Promise<{ event: FunnelEvent["event"]; step: number }[]> {
  const insert = db.prepare(
    `INSERT INTO funnel_openings (opening, event, step, created_at, counted) VALUES (?1, ?2, ?3, ?4, 0)
     ON CONFLICT (opening, event, step) DO NOTHING`,
  );
  const count = db
    .prepare(
      `UPDATE funnel_openings SET counted = 1
       WHERE opening = ?1 AND counted = 0 AND EXISTS (SELECT 1 FROM funnel_openings WHERE opening = ?1 AND event = 'open')
       RETURNING event, step`,
    )
    .bind(opening);
  const results = await db.batch<{ event: FunnelEvent["event"]; step: number }>([
    ...events.map((e) => insert.bind(opening, e.event, e.step, now)),
    count,
  ]);
  return results.at(-1)?.results ?? [];
}
