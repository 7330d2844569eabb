/** The agency's free times for the booking step: Cal.com's, cached briefly, minus those booked through us. */
import type { SchedulingSettings } from "../config.ts";
import { bookedStarts } from "../db/leads/d1/bookings.ts";
import { type CalResult, getFreeSlots, type SlotList } from "./calcom.ts";

/**
 * How long Cal.com's free times for a day range are reused. Short: a time booked elsewhere
 * shows for at most this long (Cal.com refuses it anyway, and the visitor gets fresh times),
 * while a run of visitors opening the step costs Cal.com one request per range.
 */
const SLOTS_CACHE_SECONDS = 30;

/** The whole UTC days that hold a range: visitors asking for slightly different instants share one entry. */
function dayRange(from: number, to: number): { start: string; end: string } {
  const start = new Date(from);
  start.setUTCHours(0, 0, 0, 0);
  const end = new Date(to);
  end.setUTCHours(23, 59, 59, 999);
  return { start: start.toISOString(), end: end.toISOString() };
}

async function cachedSlots(settings: SchedulingSettings, range: { start: string; end: string }): Promise<CalResult<SlotList>> {
  const key = new Request(
    `https://scheduling.cache/${settings.eventTypeId}/${range.start.slice(0, 10)}/${range.end.slice(0, 10)}?api=${encodeURIComponent(settings.apiUrl)}`,
  );
  const cache = await caches.open("booking-slots");
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) return { ok: true, value: (await hit.json()) as SlotList };
  const fresh = await getFreeSlots(settings, range);
  if (fresh.ok) {
    const entry = Response.json(fresh.value, { headers: { "Cache-Control": `max-age=${SLOTS_CACHE_SECONDS}` } });
    await cache.put(key, entry).catch((err: unknown) => console.warn("free times: not cached", err));
  }
  return fresh;
}

/**
 * The free times between `from` and `to` (epoch ms), later than now, without the ones
 * booked through us meanwhile (a visitor who lost a time to another sees it gone at once,
 * cache or not).
 */
export async function freeTimes(db: D1Database, settings: SchedulingSettings, from: number, to: number): Promise<CalResult<SlotList>> {
  const range = dayRange(from, to);
  const slots = await cachedSlots(settings, range);
  if (!slots.ok) return slots;
  const taken = await bookedStarts(db, range.start, range.end);
  const now = Date.now();
  const starts = slots.value.starts.filter((start) => {
    const time = Date.parse(start);
    return time > now && time >= from && time <= to && !taken.has(start);
  });
  return { ok: true, value: { starts, duration: slots.value.duration } };
}
