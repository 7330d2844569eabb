/** A mail's shape, shared by the code that builds one and the outbox statements that keep it. */
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
  /** Extra headers (`List-Unsubscribe`, ...); names and values are ours, never a visitor's. */
  headers?: Record<string, string>;
  /** Files sent with the mail (a booked call's `.ics`); `content` is base64. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
