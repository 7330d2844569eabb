/**
 * What an outbox row carries: its channel, kind, claim and the item a request queues. Kept
 * beside the statements that store them, so db/ needs nothing from the senders above it.
 */
import type { MailMessage } from "../../../../contract/mail-message.ts";

/** The mails the system sends; each lead kind triggers its own. */
export type MailKind =
  | "inquiry_notification"
  | "inquiry_acknowledgement"
  | "referral_notification"
  | "referral_acknowledgement"
  | "newsletter_confirmation"
  | "booking_notification"
  | "booking_confirmation"
  /** The staff's morning digest (worker/staff/digest.ts); its `lead_id` is `digest:<day>`. */
  | "staff_digest"
  /** To a referrer: the company they recommended became a client, and how to choose the reward. */
  | "referral_reward_won"
  /** To a referrer: their reward was paid or booked. */
  | "referral_reward_paid";

/** The webhook events; the outbox `kind` of a webhook call is its event type. */
export type WebhookEventType = "inquiry.created" | "referral.created" | "inquiry.booked";

/**
 * One POST to one webhook URL. `body` is stored as the exact bytes to send, so every retry
 * signs and delivers the same payload (receivers deduplicate on `webhook-id`).
 */
export interface WebhookCall {
  url: string;
  body: string;
}

export type OutboxKind = MailKind | WebhookEventType;
export type Channel = "mail" | "webhook";

/** Who may send an outbox row right now, and until when. */
export interface Claim {
  now: string;
  /** Until when the claim holds; after that a crashed runner's row is due again. */
  until: string;
  token: string;
}

interface Queued {
  leadId: string;
  /**
   * Set when the request that stores the lead sends the item itself right after answering:
   * the row is born claimed, so the cron leaves it alone unless that send never finishes.
   */
  claim?: Claim;
  /**
   * Not sent before this instant (ISO): a held mail, which the cron delivers once it is due
   * unless something releases it earlier or replaces it. Such an item is never born claimed.
   */
  dueAt?: string;
}

/** A mail to queue: what it is about and the message itself. */
export interface OutboxMail extends Queued {
  channel: "mail";
  kind: MailKind;
  message: MailMessage;
}

/** A webhook call to queue. */
export interface OutboxWebhook extends Queued {
  channel: "webhook";
  kind: WebhookEventType;
  message: WebhookCall;
}

/** Anything the outbox delivers: a stored lead queues its mails and webhook calls in one batch. */
export type OutboxItem = OutboxMail | OutboxWebhook;
