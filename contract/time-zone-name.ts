/**
 * How a call's time and its zone are named wherever they are written (the booking step, the
 * mails, the staff inbox), so the zone a visitor picked reads the same in each. The agency's own zone is
 * named like any other ("Central European Time", "Mitteleuropäische Zeit"), not by its city:
 * "Wiener Zeit" in a mail after "Mitteleuropäische Zeit" in the widget reads as another zone.
 */
import { AGENCY_TIME_ZONE } from "./site/company.ts";

/** The zone's generic name in the language `tag` names, or its city where Intl knows only an offset. */
export function zoneName(zone: string, tag: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  return name && !/^(GMT|UTC)/.test(name) ? name : (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
}

/** A time already written on the agency's clock, with the zone named: "14:00 (Central European Time)". */
export function onAgencyClock(time: string, tag: string): string {
  return `${time} (${zoneName(AGENCY_TIME_ZONE, tag)})`;
}

/** A call's start as the booking step prints it: "Tuesday, 1 December 2026 at 14:00 (Central European Time)". */
export function callTimeInZone(iso: string, tag: string, zone: string): string {
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(new Date(iso));
  return `${when} (${zoneName(zone, tag)})`;
}
