/** A held mail (an acknowledgement waiting while the visitor may book) released and sent after the answer. */
import type { Context } from "hono";
import { releaseHeld } from "../db/outbox/d1/outbox.ts";
import type { OutboxKind } from "../db/outbox/statements/outbox-items.ts";
import type { AppEnv } from "../http/app-env.ts";
import { deliverOne } from "./deliver.ts";
import { sendersFor } from "./senders.ts";

/**
 * Ends the hold on a lead's waiting mail of `kind` (the visitor left the booking step without
 * booking) and sends it after the answer. Resolves to how many were released: none when it
 * went out already, was replaced by a booking's confirmation or never waited. A send that
 * fails leaves the row due, for the cron.
 */
export async function releaseAndDeliver(c: Context<AppEnv>, leadId: string, kind: OutboxKind): Promise<number> {
  const ids = await releaseHeld(c.env.DB, leadId, kind, new Date().toISOString());
  const ctx = { db: c.env.DB, senders: sendersFor(c.var.config) };
  const tasks = ids.map((id) =>
    deliverOne(id, ctx).catch((err: unknown) => console.error(`delivery of ${id} failed, the cron retries`, err)),
  );
  c.executionCtx.waitUntil(Promise.all(tasks));
  return ids.length;
}
