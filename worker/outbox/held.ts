import type { Context } from "hono";
import { dropHeldStatement, releaseHeld } from "../db/outbox/d1/outbox.ts";
import type { AppEnv } from "../http/app-env.ts";
import { deliverOne, sendersFor } from "./deliver.ts";
import type { OutboxKind } from "./items.ts";

/*
 * A held mail waits for its time (`dueAt`) unless something ends the hold first: the visitor
 * leaves the booking step (released: sent at once) or books a call (dropped: the booking's
 * confirmation says what it would have said). Only a mail never attempted is released or
 * dropped; once attempted it may be on its way.
 */

/**
 * Ends the hold on a lead's waiting mail of `kind` and sends it after the answer. Resolves
 * to how many were released: none when it went out already, was replaced or never waited.
 * A send that fails leaves the row due, for the cron.
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

/**
 * The statement that drops a lead's held mail of `kind`, for the caller to run in the batch
 * that queues the mail replacing it: both happen or neither, so the visitor never gets none.
 */
export function dropHeld(db: D1Database, leadId: string, kind: OutboxKind): D1PreparedStatement {
  return dropHeldStatement(db, leadId, kind);
}
