/**
 * What a staff request measures overdue leads against: the answer deadline and today. The
 * rule itself is SQL in worker/db/staff/statements/lead-list.ts, so list, filter and page agree.
 */
import type { Context } from "hono";
import type { Deadline } from "../db/staff/statements/lead-list.ts";
import type { StaffEnv } from "./env.ts";
import { deadlineAt } from "./working-days.ts";

/** The deadline a staff request's leads are measured against now, by the agency's working days and holidays. */
export function staffDeadline(c: Context<StaffEnv>): Deadline {
  return deadlineAt(new Date(), c.var.config.responseWorkingDays, c.var.staff.holidays);
}
