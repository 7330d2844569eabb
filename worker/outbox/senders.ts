/** Which transports this deployment has, read from its settings: a channel without one is not delivered. */
import type { Config } from "../config.ts";
import type { Channel, WebhookCall } from "../db/outbox/statements/outbox-items.ts";
import { type MailTransport, mailChannelsTransport } from "./mail-transport.ts";
import type { Sender } from "./post.ts";
import { webhookSender } from "./webhooks.ts";

/**
 * The configured transports. A channel without one is not delivered at all: its rows stay
 * pending (and are never claimed), so a missing secret can never count as sent.
 */
export interface Senders {
  mail?: MailTransport;
  webhook?: Sender<WebhookCall>;
}

/** The transports the settings allow; a missing or unusable secret (see readConfig) leaves its channel out. */
export function sendersFor(config: Pick<Config, "mail" | "webhookSecret">): Senders {
  const senders: Senders = {};
  if (config.mail) senders.mail = mailChannelsTransport(config.mail);
  if (config.webhookSecret) senders.webhook = webhookSender({ secret: config.webhookSecret });
  return senders;
}

export function configuredChannels(senders: Senders): Channel[] {
  return (["mail", "webhook"] as const).filter((channel) => senders[channel] !== undefined);
}
