import type { MailAddress, MailMessage } from "../../contract/mail-message.ts";
import type { MailChannelsSettings } from "../config.ts";
import { postAttempt, type Sender } from "./post.ts";

export type MailTransport = Sender<MailMessage>;

/** The MailChannels Email API request body (https://docs.mailchannels.net/email-api/). */
interface MailChannelsBody {
  personalizations: { to: MailAddress[]; dkim_domain?: string; dkim_selector?: string; dkim_private_key?: string }[];
  from: MailAddress;
  reply_to?: MailAddress;
  subject: string;
  content: { type: "text/plain" | "text/html"; value: string }[];
  headers?: Record<string, string>;
  attachments?: { content: string; filename: string; type: string }[];
}

/**
 * The mail's Message-ID, made from the outbox row's id and the sender's domain: the same on
 * every attempt, so a repeat after a lost answer carries the id of the first and mail
 * systems that collapse by Message-ID show it once.
 */
function messageId(outboxId: string, from: MailAddress): string {
  return `<${outboxId}@${from.email.slice(from.email.lastIndexOf("@") + 1)}>`;
}

function toMailChannelsBody(message: MailMessage, dkim?: MailChannelsSettings["dkim"], outboxId?: string): MailChannelsBody {
  const signing = dkim ? { dkim_domain: dkim.domain, dkim_selector: dkim.selector, dkim_private_key: dkim.privateKey } : {};
  const headers = { ...message.headers, ...(outboxId ? { "Message-ID": messageId(outboxId, message.from) } : {}) };
  return {
    personalizations: [{ to: message.to, ...signing }],
    from: message.from,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    // text/plain first: MailChannels (like RFC 2046) expects the richest part last.
    content: [
      { type: "text/plain", value: message.text },
      { type: "text/html", value: message.html },
    ],
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(message.attachments?.length
      ? { attachments: message.attachments.map((a) => ({ content: a.content, filename: a.filename, type: a.contentType })) }
      : {}),
  };
}

/**
 * Sends through the MailChannels Email API (or the local inbox, which speaks the same
 * protocol). 202 and 200 both mean accepted: MailChannels' send endpoint has answered
 * either for a message it took, and a 200 taken for a failure would send the mail again at
 * every retry. Anything else, a network error or a timeout is a failed attempt that the
 * outbox retries with backoff.
 *
 * @see https://docs.mailchannels.net/email-api/api-reference/send-an-email
 */
export function mailChannelsTransport({ apiKey, apiUrl, dkim }: MailChannelsSettings): MailTransport {
  return {
    name: "mailchannels",
    send: (message, { id }) =>
      postAttempt(apiUrl, {
        label: "MailChannels",
        headers: { "Content-Type": "application/json", "X-Api-Key": apiKey },
        body: JSON.stringify(toMailChannelsBody(message, dkim, id)),
        accepted: (status) => status === 202 || status === 200,
      }),
  };
}
