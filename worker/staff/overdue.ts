/**
 * When a lead is overdue: still `new` after the answer the agency promised, or its next step
 * is due before today and the lead is not closed yet. The list's SQL and the single lead's
 * flag follow the same rule, so a lead the filter finds is a lead marked overdue.
 */
import { lifecycles, type LeadKind } from "../../contract/lifecycles.ts";
import { overdueBefore, viennaClock } from "./working-days.ts";

export interface Deadline {
  /** UTC ISO instant: a `new` lead created before it has waited too long for an answer. */
  newBefore: string;
  /** Vienna's date today: a next step on an earlier day was missed. */
  today: string;
}

export function deadlineAt(now: Date, workingDays: number, holidays: ReadonlySet<string>): Deadline {
  return { newBefore: overdueBefore(now, workingDays, holidays), today: viennaClock(now).day };
}

/** `type:status` of every final state: a closed lead's forgotten next step is no longer work. */
export const closedStates: readonly string[] = (["inquiry", "referral"] as const).flatMap((type) =>
  (lifecycles[type].final as readonly string[]).map((status) => `${type}:${status}`),
);

export function isOverdue(
  lead: { type: LeadKind; status: string; created_at: string },
  nextStepOn: string | null | undefined,
  deadline: Deadline,
): boolean {
  if (lead.status === "new" && lead.created_at < deadline.newBefore) return true;
  return !!nextStepOn && nextStepOn < deadline.today && !closedStates.includes(`${lead.type}:${lead.status}`);
}
