/**
 * Deletes what the privacy policy promises not to keep. Every cutoff is an ISO timestamp
 * (the funnel's a `YYYY-MM-DD` day); rows strictly older than it go. Timestamps are UTC ISO
 * strings, so they compare as text. Which table follows which cutoff is worker/retention.ts's
 * `retentionRules`.
 */

/** The instants before which each kind of row is deleted (or its idempotency data cleared). */
export interface RetentionCutoffs {
  /** Inquiries and referrals created before this, with their outbox rows. */
  leads: string;
  /** Newsletter sign-ups still `pending` whose last confirmation mail went out before this. */
  unconfirmedSubscribers: string;
  /** Newsletter rows `unsubscribed` before this. */
  unsubscribedSubscribers: string;
  /** Outbox rows that were sent before this. */
  sentMail: string;
  /** Outbox rows that are `dead` and were last due before this. */
  deadMail: string;
  /** Consent proofs recorded before this. */
  consents: string;
  /** Funnel counters of UTC days before this date (`YYYY-MM-DD`). */
  funnelDays: string;
  /** Idempotency keys and body hashes of rows created before this. */
  idempotencyKeys: string;
}

export type CutoffName = keyof RetentionCutoffs;

/** Rows deleted per table by one run. */
export interface RetentionCounts {
  inquiries: number;
  referrals: number;
  subscribers: number;
  outbox: number;
  consents: number;
  funnelCounts: number;
}

/** Rows per table whose idempotency key and body hash one run cleared. */
export interface RetentionCleared {
  inquiries: number;
  referrals: number;
  consents: number;
}

// Newsletter rows that are about to go: never confirmed in time, or unsubscribed long enough.
// The arguments name the statement's parameters holding the two cutoffs.
const expiringSubscribers = (pending: string, unsubscribed: string) =>
  `(status = 'pending' AND COALESCE(confirmation_sent_at, created_at) < ${pending})
   OR (status = 'unsubscribed' AND COALESCE(unsubscribed_at, created_at) < ${unsubscribed})`;

// The ids of every lead that is about to expire: their outbox rows go with them, whatever
// their status, because a pending or dead row still carries the lead's data in `message`.
const EXPIRING_LEADS = `
  SELECT id FROM project_inquiries WHERE created_at < ?1
  UNION ALL SELECT id FROM referrals WHERE created_at < ?1
  UNION ALL SELECT id FROM newsletter_subscribers WHERE ${expiringSubscribers("?2", "?3")}`;

// Only rows that still hold something count as cleared, so the log says what changed.
const clearIdempotency = (table: string) =>
  `UPDATE ${table} SET idempotency_key = NULL, idempotency_body_hash = NULL
   WHERE created_at < ?1 AND (idempotency_key IS NOT NULL OR idempotency_body_hash IS NOT NULL)`;

/**
 * Applies every cutoff in ONE batch (a transaction): outbox rows of expiring leads first,
 * so none is left pointing at a lead that is gone; idempotency data last, so a row deleted
 * in the same run is not also counted as cleared. A renewed sign-up counts from its latest
 * confirmation mail (`confirmation_sent_at`), not from the first attempt: its link is still
 * valid for 7 days.
 */
export async function deleteExpiredRows(
  db: D1Database,
  cutoffs: RetentionCutoffs,
): Promise<{ deleted: RetentionCounts; cleared: RetentionCleared }> {
  const [
    outboxOfLeads,
    sentMail,
    deadMail,
    inquiries,
    referrals,
    subscribers,
    consents,
    funnelCounts,
    clearedInquiries,
    clearedReferrals,
    clearedConsents,
  ] = await db.batch([
    db
      .prepare(`DELETE FROM outbox WHERE lead_id IN (${EXPIRING_LEADS})`)
      .bind(cutoffs.leads, cutoffs.unconfirmedSubscribers, cutoffs.unsubscribedSubscribers),
    db.prepare("DELETE FROM outbox WHERE status = 'sent' AND COALESCE(sent_at, created_at) < ?1").bind(cutoffs.sentMail),
    db.prepare("DELETE FROM outbox WHERE status = 'dead' AND next_attempt_at < ?1").bind(cutoffs.deadMail),
    db.prepare("DELETE FROM project_inquiries WHERE created_at < ?1").bind(cutoffs.leads),
    db.prepare("DELETE FROM referrals WHERE created_at < ?1").bind(cutoffs.leads),
    db
      .prepare(`DELETE FROM newsletter_subscribers WHERE ${expiringSubscribers("?1", "?2")}`)
      .bind(cutoffs.unconfirmedSubscribers, cutoffs.unsubscribedSubscribers),
    db.prepare("DELETE FROM consents WHERE created_at < ?1").bind(cutoffs.consents),
    db.prepare("DELETE FROM funnel_counts WHERE day < ?1").bind(cutoffs.funnelDays),
    db.prepare(clearIdempotency("project_inquiries")).bind(cutoffs.idempotencyKeys),
    db.prepare(clearIdempotency("referrals")).bind(cutoffs.idempotencyKeys),
    db.prepare(clearIdempotency("consents")).bind(cutoffs.idempotencyKeys),
  ]);
  const changes = (result: D1Result | undefined) => result?.meta.changes ?? 0;
  return {
    deleted: {
      inquiries: changes(inquiries),
      referrals: changes(referrals),
      subscribers: changes(subscribers),
      outbox: changes(outboxOfLeads) + changes(sentMail) + changes(deadMail),
      consents: changes(consents),
      funnelCounts: changes(funnelCounts),
    },
    cleared: {
      inquiries: changes(clearedInquiries),
      referrals: changes(clearedReferrals),
      consents: changes(clearedConsents),
    },
  };
}
