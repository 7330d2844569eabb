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
}

export type OutboxKind = "inquiry_notification" | "referral_notification" | "newsletter_confirmation";

/** A mail to queue: what it is about and the message itself. */
export interface OutboxMail {
  kind: OutboxKind;
  leadId: string;
  message: MailMessage;
}
