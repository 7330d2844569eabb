/** Newsletter subscribers: their rows, sign-up, confirmation and unsubscribe. */
import { type SubscriberStatus, subscriberLifecycle, subscriberStatus } from "../../../../contract/lead/lifecycles.ts";

export type { SubscriberStatus };

const { pending: PENDING, confirmed: CONFIRMED, unsubscribed: UNSUBSCRIBED } = subscriberStatus;

/** A `newsletter_subscribers` row. */
export interface SubscriberRow {
  id: string;
  email: string;
  locale: string;
  source: string;
  status: SubscriberStatus;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  created_at: string;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewSubscriber {
  id: string;
  email: string;
  locale: string;
  source: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  now: string;
}

export async function readSubscriberByEmail(db: D1Database, email: string): Promise<SubscriberRow | null> {
  return db.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?1").bind(email).first<SubscriberRow>();
}

/** A first sign-up: the pending subscriber, for the batch that queues its confirmation mail too. */
export function insertSubscriberStatement(db: D1Database, sub: NewSubscriber): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO newsletter_subscribers (id, email, locale, source, status, confirm_token_hash, unsubscribe_token_hash,
         created_at, confirmation_sent_at)
       VALUES (?1, ?2, ?3, ?4, ?8, ?5, ?6, ?7, ?7)`,
    )
    .bind(sub.id, sub.email, sub.locale, sub.source, sub.confirmTokenHash, sub.unsubscribeTokenHash, sub.now, subscriberLifecycle.initial);
}

/**
 * A repeated sign-up of a pending or unsubscribed address: fresh tokens (the old link stops
 * working), pending again; for the batch that queues the new confirmation mail too.
 */
export function renewSubscriptionStatement(db: D1Database, sub: Omit<NewSubscriber, "email" | "source">): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE newsletter_subscribers SET status = ?6, locale = ?2, confirm_token_hash = ?3, unsubscribe_token_hash = ?4,
         confirmation_sent_at = ?5, confirmed_at = NULL, unsubscribed_at = NULL
       WHERE id = ?1 AND status <> ?7`,
    )
    .bind(sub.id, sub.locale, sub.confirmTokenHash, sub.unsubscribeTokenHash, sub.now, PENDING, CONFIRMED);
}

export async function findSubscriberByConfirmHash(db: D1Database, hash: string): Promise<SubscriberRow | null> {
  return db.prepare("SELECT * FROM newsletter_subscribers WHERE confirm_token_hash = ?1").bind(hash).first<SubscriberRow>();
}

export async function findSubscriberByUnsubscribeHash(db: D1Database, hash: string): Promise<SubscriberRow | null> {
  return db.prepare("SELECT * FROM newsletter_subscribers WHERE unsubscribe_token_hash = ?1").bind(hash).first<SubscriberRow>();
}

export async function markSubscriberConfirmed(db: D1Database, id: string, now: string): Promise<void> {
  await db
    .prepare("UPDATE newsletter_subscribers SET status = ?3, confirmed_at = COALESCE(confirmed_at, ?2) WHERE id = ?1 AND status = ?4")
    .bind(id, now, CONFIRMED, PENDING)
    .run();
}

/** Unsubscribing also voids the confirmation link, so an old mail cannot re-subscribe. */
export async function markSubscriberUnsubscribed(db: D1Database, id: string, now: string): Promise<void> {
  await db
    .prepare(
      `UPDATE newsletter_subscribers SET status = ?3, unsubscribed_at = COALESCE(unsubscribed_at, ?2),
         confirm_token_hash = NULL
       WHERE id = ?1`,
    )
    .bind(id, now, UNSUBSCRIBED)
    .run();
}
