import type { MailAddress, MailMessage } from "./message.ts";

export const MAILCHANNELS_SEND_URL = "https://api.mailchannels.net/tx/v1/send";

/** What one delivery attempt came to. `error` is for staff (outbox.last_error), never for visitors. */
export type SendResult = { ok: true } | { ok: false; error: string };

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<SendResult>;
}

/** The MailChannels Email API request body (https://docs.mailchannels.net/email-api/). */
export interface MailChannelsBody {
  personalizations: { to: MailAddress[] }[];
  from: MailAddress;
  reply_to?: MailAddress;
  subject: string;
  content: { type: "text/plain" | "text/html"; value: string }[];
  headers?: Record<string, string>;
}

export function toMailChannelsBody(message: MailMessage): MailChannelsBody {
  return {
    personalizations: [{ to: message.to }],
    from: message.from,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    // text/plain first: MailChannels (like RFC 2046) expects the richest part last.
    content: [
      { type: "text/plain", value: message.text },
      { type: "text/html", value: message.html },
    ],
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

export interface MailChannelsOptions {
  apiKey: string;
  /** A hung connection must not hold the claim forever; the cron retries later. */
  timeoutMs?: number;
}

/**
 * Sends through the MailChannels Email API. 202 means accepted; anything else, a network
 * error or a timeout is a failed attempt that the outbox retries with backoff.
 *
 * @see https://docs.mailchannels.net/email-api/api-reference/send-an-email
 */
export function mailChannelsTransport({ apiKey, timeoutMs = 10_000 }: MailChannelsOptions): MailTransport {
  return {
    name: "mailchannels",
    async send(message) {
      try {
        const res = await fetch(MAILCHANNELS_SEND_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Api-Key": apiKey },
          body: JSON.stringify(toMailChannelsBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status === 202 || res.status === 200) {
          await res.body?.cancel();
          return { ok: true };
        }
        const detail = (await res.text().catch(() => "")).slice(0, 300);
        return { ok: false, error: `MailChannels answered ${res.status}${detail ? `: ${detail}` : ""}` };
      } catch (err) {
        const name = err instanceof Error ? err.name : "";
        if (name === "TimeoutError" || name === "AbortError") return { ok: false, error: `MailChannels timed out after ${timeoutMs} ms` };
        return { ok: false, error: `MailChannels unreachable: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300) };
      }
    },
  };
}

/**
 * The local default when no MAILCHANNELS_API_KEY is set: logs one line per mail and
 * reports success, so `npm start` works offline and the outbox still drains.
 */
export function recordingTransport(log: (line: string) => void = console.log): MailTransport {
  return {
    name: "recording",
    async send(message) {
      const to = message.to.map((a) => a.email).join(", ");
      log(`[mail recorded, not sent] to=${to} subject=${JSON.stringify(message.subject)} (set MAILCHANNELS_API_KEY to send)`);
      return { ok: true };
    },
  };
}

export function transportFor(apiKey: string | undefined, timeoutMs?: number): MailTransport {
  return apiKey ? mailChannelsTransport({ apiKey, timeoutMs }) : recordingTransport();
}
