/**
 * When a lead is overdue: still `new` after the answer the agency promised, or its next step
 * is due before today and the lead is not closed yet. The list's SQL and the single lead's
 * flag follow the same rule, so a lead the filter finds is a lead marked overdue.
 */
import { closedStates, type LeadKind } from "../../contract/lifecycles.ts";
import type { Deadline } from "../db/staff-leads.ts";
import { overdueBefore, viennaClock } from "./working-days.ts";

export function deadlineAt(now: Date, workingDays: number, holidays: ReadonlySet<string>): Deadline {
  return { newBefore: overdueBefore(now, workingDays, holidays), today: viennaClock(now).day };
}

export function isOverdue(
  lead: { type: LeadKind; status: string; created_at: string },
  nextStepOn: string | null | undefined,
  deadline: Deadline,
): boolean {
  if (lead.status === "new" && lead.created_at < deadline.newBefore) return true;
  return !!nextStepOn && nextStepOn < deadline.today && !closedStates.includes(`${lead.type}:${lead.status}`);
}
