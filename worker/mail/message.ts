/** An address with an optional display name. */
export interface MailAddress {
  email: string;
  name?: string;
}

/** A rendered mail, as stored in the outbox and handed to a transport. */
export interface MailMessage {
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (e.g. List-Unsubscribe); names and values must be header-safe. */
  headers?: Record<string, string>;
}

export type OutboxKind = "inquiry_notification" | "referral_notification" | "newsletter_confirmation";

/** Who may send an outbox row right now, and until when. */
export interface Claim {
  now: string;
  /** Until when the claim holds; after that a crashed runner's row is due again. */
  until: string;
  token: string;
}

/** A mail to queue: what it is about and the message itself. */
export interface OutboxMail {
  kind: OutboxKind;
  leadId: string;
  message: MailMessage;
  /**
   * Set when the request that stores the lead sends the mail itself right after answering:
   * the row is born claimed, so the cron leaves it alone unless that send never finishes.
   */
  claim?: Claim;
}
