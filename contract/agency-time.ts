/**
 * The agency's clock: every time staff read is Vienna's, whatever the machine's zone, so a
 * lead's time is the same minute in the export, the terminal and the overdue rule.
 */
import { AGENCY_TIME_ZONE } from "./site/company.ts";

const clockParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Vienna's date (`2026-11-30`), hour and minute at an instant. */
export function agencyClock(at: Date): { day: string; hour: number; minute: number } {
  const part: Record<string, string> = {};
  for (const p of clockParts.formatToParts(at)) part[p.type] = p.value;
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour), minute: Number(part.minute) };
}

/** The day before or after an ISO date, as an ISO date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first Vienna day of "the last `days` days" at `now`, today counted (the inbox's reports and `--since 30d` agree). */
export function windowStart(now: Date, days: number): string {
  return addDays(agencyClock(now).day, -(days - 1));
}

/** True for a stored UTC ISO timestamp (`2026-05-04T08:30:00.000Z`). */
export function isStoredTimestamp(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** How a time is written: the language's form, and whether a narrow table leaves out the year. */
export interface TimestampForm {
  locale?: "en" | "de";
  short?: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A stored timestamp on the agency's clock, sortable: `2026-05-04 10:30` (`05-04 10:30` short),
 * in German `04.05.2026 10:30`. "" for no value; a non-timestamp as it is.
 */
export function agencyTimestamp(value: unknown, form: TimestampForm = {}): string {
  if (value === null || value === undefined || value === "") return "";
  if (!isStoredTimestamp(value)) return String(value);
  const { day, hour, minute } = agencyClock(new Date(value));
  const [year, month, date] = day.split("-");
  const written =
    form.locale === "de" ? (form.short ? `${date}.${month}.` : `${date}.${month}.${year}`) : form.short ? `${month}-${date}` : day;
  return `${written} ${pad(hour)}:${pad(minute)}`;
}

/** An ISO day (`2026-11-30`) as staff read it: as it is in English, `30.11.2026` in German. */
export function agencyDate(day: string, locale: "en" | "de" = "en"): string {
  const [year, month, date] = day.split("-");
  return locale === "de" && date ? `${date}.${month}.${year}` : day;
}

/**
 * A stored timestamp as a sentence, for mails (`4 May 2026 at 10:30`, `4. Mai 2026 um 10:30`).
 * "" for no value; a non-timestamp as it is.
 */
export function agencyLongTimestamp(value: unknown, tag: string): string {
  if (value === null || value === undefined || value === "") return "";
  if (!isStoredTimestamp(value)) return String(value);
  return new Intl.DateTimeFormat(tag, { timeZone: AGENCY_TIME_ZONE, dateStyle: "long", timeStyle: "short" }).format(new Date(value));
}
