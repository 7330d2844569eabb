/**
 * The outbox seen from a request that stores something to deliver (a lead, a newsletter
 * sign-up, a booking): queue it in the request's own batch and send it after the answer.
 * The cron (`runOutbox`) delivers whatever such a request leaves behind.
 */
import type { Context } from "hono";
import { enqueueStatement } from "../db/outbox/d1/outbox.ts";
import type { OutboxItem } from "../db/outbox/statements/outbox-items.ts";
import type { AppEnv } from "../http/app-env.ts";
import { deliverInserted, newClaim } from "./deliver.ts";
import { configuredChannels, type Senders, sendersFor } from "./senders.ts";

/**
 * Runs `statements` (the row being stored and what follows it) and queues `items` in ONE
 * batch, so a stored row always has its deliveries on their way, then sends what has a
 * transport after the answer. Throws what the batch throws; nothing is sent then.
 *
 * @example
 * await storeAndDeliver(c, [insertRow], mails, now);
 */
export async function storeAndDeliver(
  c: Context<AppEnv>,
  statements: readonly D1PreparedStatement[],
  items: readonly OutboxItem[],
  now: string,
): Promise<void> {
  const senders = sendersFor(c.var.config);
  const claimed = claimSendable(items, senders);
  const queued = await storeWithOutbox(c.env.DB, statements, claimed, now);
  deliverAfterResponse(c, queued, claimed, senders);
}

/**
 * Runs `statements` and queues `items` unclaimed in ONE batch, for work outside a request
 * (the cron's digest), which the outbox runner delivers. Resolves to the outbox ids in order.
 */
export async function storeWithOutbox(
  db: D1Database,
  statements: readonly D1PreparedStatement[],
  items: readonly OutboxItem[],
  now: string,
): Promise<string[]> {
  const queued = items.map((item) => enqueueStatement(db, item, now));
  const batch = [...statements, ...queued.map((q) => q.statement)];
  if (batch.length > 0) await db.batch(batch);
  return queued.map((q) => q.id);
}

/**
 * Items whose channel has a transport are inserted already claimed by this request, which
 * sends them right after answering; the others are queued unclaimed and wait (pending) for
 * the cron once their transport is configured, as held items (`dueAt`) wait for their time.
 */
function claimSendable<T extends OutboxItem>(items: readonly T[], senders: Senders): T[] {
  const channels = configuredChannels(senders);
  return items.map((item) => (channels.includes(item.channel) && item.dueAt === undefined ? { ...item, claim: newClaim() } : item));
}

/**
 * Sends the items this request claimed after the answer went out (`waitUntil` keeps the
 * Worker alive for it). Delivery trouble never reaches the visitor: failures stay in the
 * outbox for the cron.
 */
function deliverAfterResponse(c: Context<AppEnv>, outboxIds: readonly string[], items: readonly OutboxItem[], senders: Senders): void {
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
