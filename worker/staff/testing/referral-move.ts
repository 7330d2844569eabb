/**
 * One referral moved to won and then to rewarded, from the inbox (worker/staff/moves.test.ts)
 * and from the staff CLI (scripts/leads/commands/move.test.ts): both seed it with these
 * statements, make the two moves and compare the outbox rows left with `expectedRewardRows`,
 * so a move from either side provably queues the same mails. No D1 or Worker types: the
 * node project imports this too.
 */
import type { Query } from "../../db/system/statements/query.ts";

export const movingReferralId = "ref_mvngrfrl2345abcd";

/** The site the worker tests run under (vitest.config.ts's SITE_URL), which the mails link to. */
export const testSiteUrl = "https://agency.test";

/** The referral, contacted already, with its reward chosen and paid on a fixed day. */
export const seedMovingReferral: readonly Query[] = [
  {
    sql:
      "INSERT INTO referrals (id, created_at, locale, source, name, email, company_name, referral_name, referral_email, " +
      "referral_company, contact_confirmed, status) VALUES (?1, ?2, 'de', ?3, 'Jürgen Öhler', 'juergen@example.com', 'Öhler KG', " +
      "'Eva Beispiel', 'eva@example.org', 'Beispiel AG', 1, 'contacted')",
    params: [movingReferralId, "2026-10-05T09:15:00.000Z", testSiteUrl],
  },
  {
    sql: "INSERT INTO lead_work (lead_id, updated_at, reward, reward_paid_on) VALUES (?1, ?2, 'gift_card', '2026-11-30')",
    params: [movingReferralId, "2026-10-06T09:15:00.000Z"],
  },
];

/** What both sides compare of an outbox row: what was queued, not how far its delivery got. */
export interface QueuedRow {
  channel: unknown;
  kind: unknown;
  lead_id: unknown;
  recipient: unknown;
  subject: unknown;
  /** SHA-256 of the stored message: the two sides' messages are the same bytes. */
  messageHash: string;
}

/** The queued part of an outbox row as read back (`SELECT *`: D1's typed row or the CLI's plain one). */
export async function queuedRow(read: object): Promise<QueuedRow> {
  const row = read as Readonly<Record<string, unknown>>;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(String(row.message)));
  const messageHash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const { channel, kind, lead_id, recipient, subject } = row;
  return { channel, kind, lead_id, recipient, subject, messageHash };
}

/** The referrer's two mails, in their language (German), whichever side moved the referral. */
export const expectedRewardRows: readonly QueuedRow[] = [
  {
    channel: "mail",
    kind: "referral_reward_won",
    lead_id: movingReferralId,
    recipient: "juergen@example.com",
    subject: "Ihre Empfehlung wurde zum Projekt – wählen Sie Ihre Prämie",
    messageHash: "243a429ca9092ce82ce6f9eb59a7be076c0c2e9d47df0cc005b57c3ee34b272d",
  },
  {
    channel: "mail",
    kind: "referral_reward_paid",
    lead_id: movingReferralId,
    recipient: "juergen@example.com",
    subject: "Wir haben Ihnen einen Gutschein über 250 € geschickt",
    messageHash: "e631c8332f309205fe2e6fe0611f49331303fcfce0338c899cacb596bb6a9858",
  },
];
