/**
 * What `forget` prints: the count per table, the warnings about rewards, and where copies
 * remain, in the agency's language. The planning itself is the Worker's
 * (worker/db/erasure-plan.ts), shared with the staff inbox.
 */
import type { MessageDescriptor } from "@lingui/core";
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import { REMOVED_MENTION } from "../../worker/db/erasure-match.ts";
import type { Erasure, Redaction } from "../../worker/db/erasure-plan.ts";
import type { CliText } from "./texts.ts";

const m = {
  asReferrer: /*i18n*/ { id: "cli.forget.asReferrer", message: "{count} as referrer: deleted" },
  asReferred: /*i18n*/ { id: "cli.forget.asReferred", message: "{count} as referred: anonymised" },
  mentions: /*i18n*/ {
    id: "cli.forget.mentions",
    message: "+ {count} of someone else mentioning it: mention replaced by {removed}, lead kept",
  },
  byContent: /*i18n*/ { id: "cli.forget.byContent", message: "{count} addressed to it or naming it in the message" },
  consents: /*i18n*/ { id: "cli.forget.consents", message: "anonymous: they hold no address" },
  funnelCampaign: /*i18n*/ { id: "cli.forget.funnelCampaign", message: "campaign holding it: counted under {redacted}" },
  funnelNone: /*i18n*/ { id: "cli.forget.funnelNone", message: "counts only: no campaign holds it" },
  bookings: /*i18n*/ { id: "cli.forget.bookings", message: "calls booked through the calendar" },
  caps: /*i18n*/ { id: "cli.forget.caps", message: "the hash that limits mails to the mailbox" },
  staff: /*i18n*/ { id: "cli.forget.staff", message: "{deleted} deleted with their lead, {replaced} mentioning it: replaced" },
  wonReferred: /*i18n*/ {
    id: "cli.forget.wonReferred",
    message: "{id} is won: the reward is still owed to its referrer, whose row and claim stay (only the referred person is removed).",
  },
  rewardedReferred: /*i18n*/ {
    id: "cli.forget.rewardedReferred",
    message: "{id} is rewarded: its referrer's row and claim stay (only the referred person is removed).",
  },
  wonReferrer: /*i18n*/ {
    id: "cli.forget.wonReferrer",
    message:
      "{id} is won and the person erased is its referrer: the reward is still owed to them, and this row was its record. Note the debt outside this database before you pay it.",
  },
  rewardedReferrer: /*i18n*/ {
    id: "cli.forget.rewardedReferrer",
    message: "{id} is rewarded and the person erased is its referrer: the payment's record belongs in the accounts, not here.",
  },
} satisfies Record<string, MessageDescriptor>;

/** A table's line: its name, its count and what the count means, as `forget` lists them. */
const line = (table: string, count: number, note = "") => `  ${table.padEnd(24)}${count}${note ? ` (${note})` : ""}`;

/** The count per table, as `forget` prints it before (a preview) or after erasing. */
export function erasureLines(e: Erasure, byContent: number, words: CliText): string[] {
  const { t } = words;
  const parts = [
    e.referrals.length ? t(m.asReferrer, { count: e.referrals.length }) : "",
    e.anonymise.length ? t(m.asReferred, { count: e.anonymise.length }) : "",
  ].filter(Boolean);
  const redacted = (table: Redaction["table"]) => {
    const count = e.redact.filter((r) => r.table === table).length;
    return count ? t(m.mentions, { count, removed: REMOVED_MENTION }) : "";
  };
  const funnel = e.funnel?.length ?? 0;
  const staff = e.staff ? { deleted: e.staff.deletes.length, replaced: e.staff.redacts.length } : { deleted: 0, replaced: 0 };
  return [
    line("project_inquiries", e.inquiries.length, redacted("project_inquiries")),
    line("referrals", e.referrals.length + e.anonymise.length, [parts.join("; "), redacted("referrals")].filter(Boolean).join(") (")),
    line("newsletter_subscribers", e.subscribers.length),
    line("outbox", e.outbox.length, byContent ? t(m.byContent, { count: byContent }) : ""),
    line("consents", 0, t(m.consents)),
    line("funnel_counts", funnel, funnel ? t(m.funnelCampaign, { redacted: REDACTED_FUNNEL_VALUE }) : t(m.funnelNone)),
    // Only when there are any: most erasures touch no booking or cap.
    ...(e.bookings?.length ? [line("bookings", e.bookings.length, t(m.bookings))] : []),
    ...(e.caps?.length ? [line("mailbox_caps", e.caps.length, t(m.caps))] : []),
    ...(staff.deleted + staff.replaced > 0 ? [`  ${"staff notes, history".padEnd(24)}${t(m.staff, staff)}`] : []),
  ];
}

/**
 * What staff must know before a referral's row goes or loses the referred person: a won
 * referral's reward is still owed, a rewarded one's payment is on record elsewhere.
 */
export function rewardWarnings(e: Erasure, statusOf: (id: string) => string, words: CliText): string[] {
  const warn = (id: string, won: MessageDescriptor, rewarded: MessageDescriptor) => {
    const status = statusOf(id);
    if (status === "won") return [words.t(won, { id })];
    return status === "rewarded" ? [words.t(rewarded, { id })] : [];
  };
  return [
    ...e.anonymise.flatMap((id) => warn(id, m.wonReferred, m.rewardedReferred)),
    ...e.referrals.flatMap((id) => warn(id, m.wonReferrer, m.rewardedReferrer)),
  ];
}
