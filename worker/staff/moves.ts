/**
 * The status move (./status-move.ts) as the inbox's routes run it: on D1 in one batch, the
 * referrer's mail rendered with this request's settings and sent right after the answer
 * (the cron retries what fails, so a failed send is never lost).
 */
import type { Context } from "hono";
import { d1Batch } from "../db/system/query.ts";
import { deliverOne, sendersFor } from "../outbox/deliver.ts";
import type { StaffEnv } from "./env.ts";
import { rewardMailRenderer } from "./reward-render.ts";
import { moveStatus, type StatusMove, type StatusMoved } from "./status-move.ts";

type StaffRequest = Pick<Context<StaffEnv>, "env" | "var" | "executionCtx">;

/** Runs `move` on D1; resolves to what it left, null when there is no such lead. */
export async function moveLeadStatus(c: StaffRequest, move: StatusMove): Promise<StatusMoved | null> {
  const db = c.env.DB;
  const moved = await moveStatus(d1Batch(db), move, rewardMailRenderer(c.var.config));
  if (moved?.queued) {
    const id = moved.queued;
    const ctx = { db, senders: sendersFor(c.var.config) };
    c.executionCtx.waitUntil(deliverOne(id, ctx).catch((err: unknown) => console.error(`delivery of ${id} failed, the cron retries`, err)));
  }
  return moved;
}
