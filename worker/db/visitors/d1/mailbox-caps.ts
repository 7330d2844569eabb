/** Caps on the mails an address typed into a form can make us send, per mailbox and kind. */
import { mailboxHash } from "../statements/mailbox-hash.ts";

/**
 * The mails a stranger can make us send to an address they typed, each capped per mailbox
 * and per kind. A booking confirmation is not among them: the lead's token proves its request.
 */
export type CappedMail = "inquiry_acknowledgement" | "referral_acknowledgement" | "newsletter_confirmation";

/**
 * How often one mailbox may get each kind: an inquiry's acknowledgement and a referral's
 * confirmation once a day each (a referrer who asked about a project that morning still
 * gets the thanks the referral form promised), a newsletter confirmation once an hour
 * across sign-ups of its spellings.
 */
export const CAP_WINDOW_MS: Record<CappedMail, number> = {
  inquiry_acknowledgement: 24 * 60 * 60_000,
  referral_acknowledgement: 24 * 60 * 60_000,
  newsletter_confirmation: 60 * 60_000,
};

/**
 * Takes the mailbox's slot for one `purpose` mail if its window has passed: true when this
 * caller may send, false when the mailbox got one within the window. One statement (an
 * upsert that only moves an expired slot), so two requests at once never both get it.
 */
async function takeMailboxSlot(db: D1Database, purpose: CappedMail, address: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - CAP_WINDOW_MS[purpose]).toISOString();
  const row = await db
    .prepare(
      `INSERT INTO mailbox_caps (purpose, mailbox, sent_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (purpose, mailbox) DO UPDATE SET sent_at = excluded.sent_at WHERE mailbox_caps.sent_at <= ?4
       RETURNING sent_at`,
    )
    .bind(purpose, await mailboxHash(address), now.toISOString(), cutoff)
    .first<{ sent_at: string }>();
  return row !== null;
}

/**
 * Runs `store` holding the mailbox's slot for one `purpose` mail, taken first (`taken` is
 * false when the mailbox got one within the window): one take, and one give-back when
 * `store` throws or stored no new mail (`stored: false`, a replay of a stored request).
 */
export async function withMailboxSlot<R>(
  db: D1Database,
  purpose: CappedMail,
  address: string,
  now: Date,
  store: (taken: boolean) => Promise<{ stored: boolean; answer: R }>,
): Promise<R> {
  const taken = await takeMailboxSlot(db, purpose, address, now);
  let stored = false;
  try {
    const outcome = await store(taken);
    stored = outcome.stored;
    return outcome.answer;
  } finally {
    if (taken && !stored) await releaseMailboxSlot(db, purpose, address, now);
  }
}

/**
 * Gives a slot back when the mail it was taken for was never stored (the batch failed, or
 * the request replayed a stored one). Never throws: the caller is already answering, and a
 * slot kept costs the mailbox only its next mail of this kind, so the failure is logged.
 */
async function releaseMailboxSlot(db: D1Database, purpose: CappedMail, address: string, takenAt: Date): Promise<void> {
  try {
    await db
      .prepare("DELETE FROM mailbox_caps WHERE purpose = ?1 AND mailbox = ?2 AND sent_at = ?3")
      .bind(purpose, await mailboxHash(address), takenAt.toISOString())
      .run();
  } catch (err) {
    const until = new Date(takenAt.getTime() + CAP_WINDOW_MS[purpose]).toISOString();
    console.error(`mailbox cap: ${purpose} slot not given back, that mailbox gets no ${purpose} until ${until}`, err);
  }
}
