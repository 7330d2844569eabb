/**
 * What `forget` prints: the count per table, the warnings about rewards, and where copies
 * remain. The planning itself is the Worker's (worker/db/erasure-plan.ts), shared with the
 * staff inbox.
 */
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import { REMOVED_MENTION } from "../../worker/db/erasure-match.ts";
import type { Erasure, Redaction } from "../../worker/db/erasure-plan.ts";

/** The count per table, as `forget` prints it before (a preview) or after erasing. */
export function erasureLines(e: Erasure, byContent: number): string[] {
  const referrals = e.referrals.length + e.anonymise.length;
  const parts = [
    e.referrals.length ? `${e.referrals.length} as referrer: deleted` : "",
    e.anonymise.length ? `${e.anonymise.length} as referred: anonymised` : "",
  ].filter(Boolean);
  const redacted = (table: Redaction["table"]) => {
    const n = e.redact.filter((r) => r.table === table).length;
    return n ? ` (+ ${n} of someone else mentioning it: mention replaced by ${REMOVED_MENTION}, lead kept)` : "";
  };
  return [
    `  project_inquiries       ${e.inquiries.length}${redacted("project_inquiries")}`,
    `  referrals               ${referrals}${parts.length ? ` (${parts.join("; ")})` : ""}${redacted("referrals")}`,
    `  newsletter_subscribers  ${e.subscribers.length}`,
    `  outbox                  ${e.outbox.length}${byContent ? ` (${byContent} addressed to it or naming it in the message)` : ""}`,
    "  consents                0 (anonymous: they hold no address)",
    `  funnel_counts           ${e.funnel?.length ?? 0}${e.funnel?.length ? ` (campaign holding it: counted under ${REDACTED_FUNNEL_VALUE})` : " (counts only: no campaign holds it)"}`,
    // Only when there are any: most erasures touch no booking or cap.
    ...(e.bookings?.length ? [`  bookings                ${e.bookings.length} (calls booked through the calendar)`] : []),
    ...(e.caps?.length ? [`  mailbox_caps            ${e.caps.length} (the hash that limits mails to the mailbox)`] : []),
    ...(e.staff && e.staff.deletes.length + e.staff.redacts.length > 0
      ? [`  staff notes, history    ${e.staff.deletes.length} deleted with their lead, ${e.staff.redacts.length} mentioning it: replaced`]
      : []),
  ];
}

/**
 * What staff must know before a referral's row goes or loses the referred person: a won
 * referral's reward is still owed, a rewarded one's payment is on record elsewhere.
 */
export function rewardWarnings(e: Erasure, statusOf: (id: string) => string): string[] {
  const warnings: string[] = [];
  for (const id of e.anonymise) {
    const status = statusOf(id);
    if (status === "won")
      warnings.push(
        `${id} is won: the reward is still owed to its referrer, whose row and claim stay (only the referred person is removed).`,
      );
    if (status === "rewarded") warnings.push(`${id} is rewarded: its referrer's row and claim stay (only the referred person is removed).`);
  }
  for (const id of e.referrals) {
    const status = statusOf(id);
    if (status === "won")
      warnings.push(
        `${id} is won and the person erased is its referrer: the reward is still owed to them, and this row was its record. Note the debt outside this database before you pay it.`,
      );
    if (status === "rewarded")
      warnings.push(`${id} is rewarded and the person erased is its referrer: the payment's record belongs in the accounts, not here.`);
  }
  return warnings;
}
