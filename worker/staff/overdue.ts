/**
 * The two days a lead is overdue against, on the agency's clock: the answer deadline for a
 * lead nobody has answered yet, and today for a missed next step. The rule itself is SQL
 * (worker/db/staff/statements/lead-list.ts), so the list, its filter and a lead's page cannot disagree.
 */
import type { Context } from "hono";
import type { Deadline } from "../db/staff/statements/lead-list.ts";
import type { StaffEnv } from "./env.ts";
import { deadlineAt } from "./working-days.ts";

/** The deadline a staff request's leads are measured against now, by the agency's working days and holidays. */
export function staffDeadline(c: Context<StaffEnv>): Deadline {
  return deadlineAt(new Date(), c.var.config.responseWorkingDays, c.var.staff.holidays);
}
