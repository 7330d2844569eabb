/**
 * What `forget` prints: the count per place with what erasure does there, the warnings about
 * rewards, and where copies remain. The planning is the Worker's (worker/erasure/).
 */
import type { MessageDescriptor } from "@lingui/core";
import { isWonReferral } from "../../contract/lead/lifecycles.ts";
import type { ErasureCounts } from "../../contract/staff/api.ts";
import { type ErasureTense, erasureFateLabel, rewardWarningLabels } from "../../contract/staff/erasure-words.ts";
import { erasurePlaceLabels } from "../../contract/staff/words.ts";
import type { Erasure } from "../../worker/cli.ts";
import type { CliText } from "./texts.ts";

const m = {
  byContent: /*i18n*/ { id: "cli.forget.byContent", message: "{count} addressed to it or naming it in the message" },
  // Consents are no place erasure reaches (they hold no address), so the contract does not name them.
  consentsPlace: /*i18n*/ { id: "cli.forget.consentsPlace", message: "Consent records" },
  consents: /*i18n*/ { id: "cli.forget.consents", message: "anonymous: they hold no address" },
  staffPlace: /*i18n*/ { id: "cli.forget.staffPlace", message: "Staff notes, history and next steps" },
  staff: /*i18n*/ { id: "cli.forget.staff", message: "{deleted} deleted with their lead, {replaced} mentioning it: replaced" },
} satisfies Record<string, MessageDescriptor>;

/** A place's line: its count, its name as the inbox gives it, and what happens there. */
const line = (place: string, count: number, note: string) => ({ count: String(count), text: `${place} (${note})` });

/**
 * The count per place, as `forget` prints it before (a preview, `will`) or after erasing
 * (`did`). Places most erasures never touch (mentions, bookings, caps, staff notes) show
 * only when they hold rows.
 */
export function erasureLines(e: Erasure, byContent: number, words: CliText, tense: ErasureTense): string[] {
  const { t } = words;
  const at = (place: keyof ErasureCounts, count: number, more = "") =>
    line(t(erasurePlaceLabels[place]), count, `${t(erasureFateLabel(place, tense))}${more ? `; ${more}` : ""}`);
  const ifAny = (place: keyof ErasureCounts, count: number) => (count > 0 ? [at(place, count)] : []);
  const staff = e.staff ? { deleted: e.staff.deletes.length, replaced: e.staff.redacts.length } : { deleted: 0, replaced: 0 };
  const lines = [
    at("project_inquiries", e.inquiries.length),
    at("referrals", e.referrals.length),
    ...ifAny("referrals_anonymised", e.anonymise.length),
    ...ifAny("mentions_replaced", e.redact.length),
    at("newsletter_subscribers", e.subscribers.length),
    at("outbox", e.outbox.length, byContent ? t(m.byContent, { count: byContent }) : ""),
    line(t(m.consentsPlace), 0, t(m.consents)),
    at("funnel_counts", e.funnel?.length ?? 0),
    ...ifAny("bookings", e.bookings?.length ?? 0),
    ...ifAny("mailbox_caps", e.caps?.length ?? 0),
    // The inbox counts notes, history and next steps apart; the CLI's one line says what went and what stayed.
    ...(staff.deleted + staff.replaced > 0
      ? [line(t(m.staffPlace), staff.deleted + staff.replaced, `${t(erasureFateLabel("lead_notes", tense))}; ${t(m.staff, staff)}`)]
      : []),
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
  const warn = (id: string, as: keyof typeof rewardWarningLabels) => {
    const status = statusOf(id);
    return isWonReferral(status) ? [words.t(rewardWarningLabels[as][status], { id })] : [];
  };
  return [...e.anonymise.flatMap((id) => warn(id, "referred")), ...e.referrals.flatMap((id) => warn(id, "referrer"))];
}
