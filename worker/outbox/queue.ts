import type { Context } from "hono";
import { enqueueStatement } from "../db/outbox.ts";
import type { AppEnv } from "../http/app-env.ts";
import { configuredChannels, deliverInserted, newClaim, type Senders } from "./deliver.ts";
import type { OutboxItem } from "./items.ts";

/**
 * The outbox seen from a request that stores something to deliver (a lead, a newsletter
 * sign-up, a booking): claim what can be sent, queue it in the request's own batch, send it
 * after the answer. The cron (`runOutbox`) delivers whatever such a request leaves behind.
 *
 * @example
 * const items = claimSendable(mails, senders);
 * const queued = enqueue(db, items, now); // put queued.statements in the batch with the row
 * deliverAfterResponse(c, queued.ids, items, senders);
 */

/**
 * Items whose channel has a transport are inserted already claimed by this request, which
 * sends them right after answering; the others are queued unclaimed and wait (pending) for
 * the cron once their transport is configured.
 */
export function claimSendable<T extends OutboxItem>(items: readonly T[], senders: Senders): T[] {
  const channels = configuredChannels(senders);
  return items.map((item) => (channels.includes(item.channel) ? { ...item, claim: newClaim() } : item));
}

/**
 * The statements that queue `items`, for the caller's batch with the row they belong to
 * (a stored row always has its deliveries on their way), and the outbox ids in order.
 */
export function enqueue(db: D1Database, items: readonly OutboxItem[], now: string): { ids: string[]; statements: D1PreparedStatement[] } {
  const queued = items.map((item) => enqueueStatement(db, item, now));
  return { ids: queued.map((q) => q.id), statements: queued.map((q) => q.statement) };
}

/**
 * Sends the items this request claimed after the answer went out (`waitUntil` keeps the
 * Worker alive for it). Delivery trouble never reaches the visitor: failures stay in the
 * outbox for the cron.
 */
export function deliverAfterResponse(
  c: Context<AppEnv>,
  outboxIds: readonly string[],
  items: readonly OutboxItem[],
  senders: Senders,
): void {
  const tasks = items.map((item, i) => {
    const id = outboxIds[i];
    if (!item.claim || !id) return Promise.resolve();
    return deliverInserted(id, { ...item, claim: item.claim }, { db: c.env.DB, senders }).then(
      () => undefined,
      (err: unknown) => console.error(`delivery of ${id} failed, the cron retries`, err),
    );
  });
  c.executionCtx.waitUntil(Promise.all(tasks));
}
