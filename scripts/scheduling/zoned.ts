/**
 * Wall-clock arithmetic in a named time zone with nothing but `Intl`, so the stand-in
 * needs no date library: Vienna's working hours become UTC instants, and instants are
 * written as Cal.com writes them, with the offset of the zone the caller asked for.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes (Vienna in winter: 60). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The UTC instant of a wall-clock time in `timeZone` (the offset is settled twice, for the day a clock changes). */
export function zonedToUtc(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  return wall - zoneOffsetMinutes(timeZone, first) * 60_000;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** `2026-12-01T09:00:00.000+01:00`: the instant on the zone's clock, with its offset. */
export function formatZoned(instant: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, instant);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? "-" : "+";
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export function zonedDay(instant: number, timeZone: string): string {
  return formatZoned(instant, timeZone).slice(0, 10);
}
