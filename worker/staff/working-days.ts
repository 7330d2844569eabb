/** The agency's calendar: its days are Vienna's, its working days Monday to Friday less public holidays. */
import { addDays, agencyClock } from "../../contract/agency-time.ts";
import type { Deadline } from "../db/staff/statements/lead-list.ts";

export { addDays, agencyClock as viennaClock };

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The instant Vienna's day `day` begins, as a UTC ISO timestamp (the offset differs in summer). */
export function viennaMidnight(day: string): string {
  const guess = Date.parse(`${day}T00:00:00.000Z`);
  const seen = agencyClock(new Date(guess));
  const seenAsUtc = Date.parse(`${seen.day}T${String(seen.hour).padStart(2, "0")}:${String(seen.minute).padStart(2, "0")}:00.000Z`);
  return new Date(guess - (seenAsUtc - guess)).toISOString();
}

/**
 * Leads created before this instant and still `new` are overdue: the agency promised an
 * answer within `workingDays` working days after the day a lead came in, and that many
 * working days have passed since without one. A lead of Friday with one working day is
 * due by Monday evening and overdue from Tuesday.
 */
export function overdueBefore(now: Date, workingDays: number, holidays: ReadonlySet<string>): string {
  let day = agencyClock(now).day;
  let counted = 0;
  while (counted < workingDays) {
    day = addDays(day, -1);
    if (isWorkingDay(day, holidays)) counted += 1;
  }
  return viennaMidnight(day);
}

/** The two days leads are overdue against at `now`: the answer deadline and Vienna's today. */
export function deadlineAt(now: Date, workingDays: number, holidays: ReadonlySet<string>): Deadline {
  return { newBefore: overdueBefore(now, workingDays, holidays), today: agencyClock(now).day };
}
