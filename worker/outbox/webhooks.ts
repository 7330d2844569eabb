/** Webhook calls: rendered once when the lead is stored, signed per Standard Webhooks on every attempt. */
import { Webhook } from "standardwebhooks";
import type { Config } from "../config.ts";
import type { OutboxWebhook, WebhookCall, WebhookEventType } from "../db/outbox/statements/outbox-items.ts";
import { postAttempt, type Sender } from "./post.ts";

/** What every webhook receiver gets as the JSON body. */
export interface WebhookEvent<T = Record<string, unknown>> {
  type: WebhookEventType;
  /** When the lead was stored (ISO 8601, UTC). */
  timestamp: string;
  data: T;
}

/**
 * One queued call per configured URL, all with the same body. The event is rendered when
 * the lead is stored, like a mail, so what the outbox holds is exactly what goes out.
 */
export function webhookCalls(event: WebhookEvent, leadId: string, config: Pick<Config, "webhookUrls">): OutboxWebhook[] {
  const body = JSON.stringify(event);
  return config.webhookUrls.map((url) => ({ channel: "webhook", kind: event.type, leadId, message: { url, body } }));
}

/**
 * Signs and POSTs one call per the Standard Webhooks specification: `webhook-id` is the
 * outbox row's id (the same on every retry, so receivers can drop duplicates),
 * `webhook-timestamp` the attempt's time, `webhook-signature` `v1,<base64 HMAC-SHA256>`
 * of `id.timestamp.body`. Any 2xx counts as delivered.
 *
 * @see https://www.standardwebhooks.com/
 */
export function webhookSender({ secret }: { secret: string }): Sender<WebhookCall> {
  const signer = new Webhook(secret);
  return {
    name: "webhook",
    send(call, { id, now }) {
      const timestamp = Math.floor(now.getTime() / 1000);
      return postAttempt(call.url, {
        label: `Webhook ${new URL(call.url).host}`,
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "agency-website-webhooks",
          "webhook-id": id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signer.sign(id, new Date(timestamp * 1000), call.body),
        },
        body: call.body,
        accepted: (status) => status >= 200 && status < 300,
      });
    },
  };
}
