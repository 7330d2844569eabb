/**
 * Deletes what the privacy policy promises not to keep. Every cutoff is an ISO timestamp;
 * rows strictly older than it go. Timestamps are UTC ISO strings, so they compare as text.
 */

/** The instants before which each kind of row is deleted. */
export interface RetentionCutoffs {
  /** Inquiries and referrals created before this. */
  leads: string;
  /** Newsletter sign-ups still `pending` whose last confirmation mail went out before this. */
  unconfirmedSubscribers: string;
  /** Outbox rows that were sent before this. */
  sentMail: string;
  /** Consent proofs recorded before this. */
  consents: string;
  /** Funnel counters of UTC days before this date (`YYYY-MM-DD`). */
  funnelDays: string;
}

/** Rows deleted per table by one run. */
export interface RetentionCounts {
  inquiries: number;
  referrals: number;
  subscribers: number;
  outbox: number;
  consents: number;
  funnelCounts: number;
}

// The ids of every lead that is about to expire: their outbox rows go with them, whatever
// their status, because a pending or dead row still carries the lead's data in `message`.
const EXPIRING_LEADS = `
  SELECT id FROM project_inquiries WHERE created_at < ?1
  UNION ALL SELECT id FROM referrals WHERE created_at < ?1
  UNION ALL SELECT id FROM newsletter_subscribers
    WHERE status = 'pending' AND COALESCE(confirmation_sent_at, created_at) < ?2`;

/**
 * Deletes every expired row in ONE batch (a transaction), outbox rows first so none is
 * left pointing at a lead that is gone. A renewed sign-up counts from its latest
 * confirmation mail (`confirmation_sent_at`), not from the first attempt: its link is
 * still valid for 7 days.
 */
export async function deleteExpiredRows(db: D1Database, cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
  const [outboxOfLeads, sentMail, inquiries, referrals, subscribers, consents, funnelCounts] = await db.batch([
    db.prepare(`DELETE FROM outbox WHERE lead_id IN (${EXPIRING_LEADS})`).bind(cutoffs.leads, cutoffs.unconfirmedSubscribers),
    db.prepare("DELETE FROM outbox WHERE status = 'sent' AND COALESCE(sent_at, created_at) < ?1").bind(cutoffs.sentMail),
    db.prepare("DELETE FROM project_inquiries WHERE created_at < ?1").bind(cutoffs.leads),
    db.prepare("DELETE FROM referrals WHERE created_at < ?1").bind(cutoffs.leads),
    db
      .prepare("DELETE FROM newsletter_subscribers WHERE status = 'pending' AND COALESCE(confirmation_sent_at, created_at) < ?1")
      .bind(cutoffs.unconfirmedSubscribers),
    db.prepare("DELETE FROM consents WHERE created_at < ?1").bind(cutoffs.consents),
    db.prepare("DELETE FROM funnel_counts WHERE day < ?1").bind(cutoffs.funnelDays),
  ]);
  const changes = (result: D1Result | undefined) => result?.meta.changes ?? 0;
  return {
    inquiries: changes(inquiries),
    referrals: changes(referrals),
    subscribers: changes(subscribers),
    outbox: changes(outboxOfLeads) + changes(sentMail),
    consents: changes(consents),
    funnelCounts: changes(funnelCounts),
  };
}
