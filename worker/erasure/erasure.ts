/**
 * A plan as what each statement of the erasure changes (`Erasure`), how much that is per
 * place (the preview and the report staff read, in the inbox and the CLI alike), and what
 * a plan made after erasing still finds (the check that nothing holding the address is left).
 */
import type { ErasureCounts } from "../../contract/staff/api.ts";
import type { Erasure, StaffErasure, StaffRow } from "../db/erasure/statements/erasure-shape.ts";
import type { ForgetPlan } from "./plan.ts";

/**
 * The plan as statements: a referral goes when the address is its referrer's; when it is
 * only the referred person's, the row stays (the referrer's claim) without their data.
 * Either way the referral's mails go, as each of them names the referred person.
 */
export function erasureOf(plan: ForgetPlan): Erasure {
  return {
    outbox: [...plan.outboxByLead, ...plan.outboxByContent],
    inquiries: plan.inquiries,
    referrals: plan.referrals.filter((r) => r.role === "referrer").map((r) => r.id),
    subscribers: plan.subscribers,
    anonymise: plan.referrals.filter((r) => r.role === "referred").map((r) => r.id),
    redact: plan.redactions,
    ...(plan.bookings ? { bookings: plan.bookings } : {}),
    ...(plan.funnel ? { funnel: plan.funnel } : {}),
    ...(plan.caps ? { caps: plan.caps } : {}),
    ...(plan.staff ? { staff: plan.staff } : {}),
  };
}

/** The staff rows of `table` that an erasure deletes or changes. */
const staffIds = (staff: StaffErasure | undefined, table: StaffRow["table"]) =>
  [...(staff?.deletes ?? []), ...(staff?.redacts ?? [])].filter((r) => r.table === table).map((r) => r.id);

/** What erasure changes, counted per place: the preview and the report of the staff inbox. */
export function erasureCounts(e: Erasure): ErasureCounts {
  return {
    project_inquiries: e.inquiries.length,
    referrals: e.referrals.length,
    referrals_anonymised: e.anonymise.length,
    mentions_replaced: e.redact.length,
    newsletter_subscribers: e.subscribers.length,
    outbox: e.outbox.length,
    bookings: e.bookings?.length ?? 0,
    funnel_counts: e.funnel?.length ?? 0,
    mailbox_caps: e.caps?.length ?? 0,
    lead_notes: staffIds(e.staff, "lead_notes").length,
    lead_history: staffIds(e.staff, "lead_history").length,
    lead_work: staffIds(e.staff, "lead_work").length,
  };
}

/** True when erasing changes nothing: no place holds the address. */
export const isEmptyErasure = (e: Erasure) => Object.values(erasureCounts(e)).every((count) => count === 0);

/** The rows still holding the address per table, for the check after deleting: empty when none. */
export function survivors(plan: ForgetPlan): [table: string, ids: string[]][] {
  const places: [string, string[]][] = [
    ["project_inquiries", plan.inquiries],
    ["referrals", plan.referrals.map((r) => r.id)],
    ["newsletter_subscribers", plan.subscribers],
    ["outbox", [...plan.outboxByLead, ...plan.outboxByContent]],
    ["bookings", plan.bookings ?? []],
    ["funnel_counts (campaign)", (plan.funnel ?? []).map((k) => `${k.day} ${k.source} ${k.event}`)],
    ["mailbox_caps", plan.caps ?? []],
    ["lead_notes", staffIds(plan.staff, "lead_notes")],
    ["lead_history", staffIds(plan.staff, "lead_history")],
    ["lead_work", staffIds(plan.staff, "lead_work")],
    ["project_inquiries (free text)", plan.mentions.filter((m) => m.table === "project_inquiries").map((m) => m.id)],
    ["referrals (free text)", plan.mentions.filter((m) => m.table === "referrals").map((m) => m.id)],
  ];
  return places.filter(([, ids]) => ids.length > 0);
}
