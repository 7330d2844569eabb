/**
 * What `forget` prints: the count per table, the warnings about rewards, and where copies
 * remain, in the agency's language. The planning itself is the Worker's
 * (worker/db/erasure-plan.ts), shared with the staff inbox.
 */
import type { MessageDescriptor } from "@lingui/core";
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import type { ErasureCounts } from "../../contract/staff.ts";
import { erasurePlaceLabels } from "../../contract/staff-words.ts";
import { REMOVED_MENTION } from "../../worker/db/erasure-match.ts";
import type { Erasure, Redaction } from "../../worker/db/erasure-plan.ts";
import type { CliText } from "./texts.ts";

const m = {
  anonymised: /*i18n*/ { id: "cli.forget.keptForReferrer", message: "kept for the referrer without the person's details" },
  mentions: /*i18n*/ {
    id: "cli.forget.mentions",
    message: "+ {count} of someone else mentioning it: mention replaced by {removed}, lead kept",
  },
  byContent: /*i18n*/ { id: "cli.forget.byContent", message: "{count} addressed to it or naming it in the message" },
  // Consents are no place erasure reaches (they hold no address), so the contract does not name them.
  consentsPlace: /*i18n*/ { id: "cli.forget.consentsPlace", message: "Consent records" },
  consents: /*i18n*/ { id: "cli.forget.consents", message: "anonymous: they hold no address" },
  funnelCampaign: /*i18n*/ { id: "cli.forget.funnelCampaign", message: "campaign holding it: counted under {redacted}" },
  funnelNone: /*i18n*/ { id: "cli.forget.funnelNone", message: "counts only: no campaign holds it" },
  bookings: /*i18n*/ { id: "cli.forget.bookings", message: "calls booked through the calendar" },
  caps: /*i18n*/ { id: "cli.forget.caps", message: "the hash that limits mails to the mailbox" },
  staffPlace: /*i18n*/ { id: "cli.forget.staffPlace", message: "Staff notes, history and next steps" },
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

/** A place's line: its count, its name as the inbox gives it, and what the count means. */
const line = (place: string, count: number, note = "") => ({ count: String(count), text: `${place}${note ? ` (${note})` : ""}` });

/** The count per place, as `forget` prints it before (a preview) or after erasing. */
export function erasureLines(e: Erasure, byContent: number, words: CliText): string[] {
  const { t } = words;
  const place = (name: keyof ErasureCounts) => t(erasurePlaceLabels[name]);
  const redacted = (table: Redaction["table"]) => {
    const count = e.redact.filter((r) => r.table === table).length;
    return count ? t(m.mentions, { count, removed: REMOVED_MENTION }) : "";
  };
  const funnel = e.funnel?.length ?? 0;
  const staff = e.staff ? { deleted: e.staff.deletes.length, replaced: e.staff.redacts.length } : { deleted: 0, replaced: 0 };
  const lines = [
    line(place("project_inquiries"), e.inquiries.length, redacted("project_inquiries")),
    line(place("referrals"), e.referrals.length, redacted("referrals")),
    ...(e.anonymise.length ? [line(place("referrals_anonymised"), e.anonymise.length, t(m.anonymised))] : []),
    line(place("newsletter_subscribers"), e.subscribers.length),
    line(place("outbox"), e.outbox.length, byContent ? t(m.byContent, { count: byContent }) : ""),
    line(t(m.consentsPlace), 0, t(m.consents)),
    line(place("funnel_counts"), funnel, funnel ? t(m.funnelCampaign, { redacted: REDACTED_FUNNEL_VALUE }) : t(m.funnelNone)),
    // Only when there are any: most erasures touch no booking or cap.
    ...(e.bookings?.length ? [line(place("bookings"), e.bookings.length, t(m.bookings))] : []),
    ...(e.caps?.length ? [line(place("mailbox_caps"), e.caps.length, t(m.caps))] : []),
    ...(staff.deleted + staff.replaced > 0 ? [line(t(m.staffPlace), staff.deleted + staff.replaced, t(m.staff, staff))] : []),
  ];
  // The counts come first, right-aligned, so they read as one column whatever the places are called.
  const width = Math.max(...lines.map((l) => l.count.length));
  return lines.map((l) => `  ${l.count.padStart(width)}  ${l.text}`);
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
