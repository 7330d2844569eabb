/**
 * The status move and the reward record as the inbox's routes run them: on D1, with the
 * referrer's mail sent right after the answer (the cron retries a failed send).
 */
import type { Context } from "hono";
import type { Change } from "../db/staff/statements/lead-status.ts";
import { d1Batch } from "../db/system/statements/query.ts";
import { deliverOne } from "../outbox/deliver.ts";
import { sendersFor } from "../outbox/senders.ts";
import type { StaffEnv } from "./env.ts";
import { type RewardRecord, type RewardRecorded, recordReward } from "./reward-record.ts";
import { rewardMailRenderer } from "./reward-render.ts";
import { moveStatus, type StatusMove, type StatusMoved } from "./status-move.ts";

type StaffRequest = Pick<Context<StaffEnv>, "env" | "var" | "executionCtx">;

/** Sends what a move queued right after the answer. */
function sendQueued(c: StaffRequest, moved: StatusMoved | null): void {
  const id = moved?.queued;
  if (!id) return;
  const ctx = { db: c.env.DB, senders: sendersFor(c.var.config) };
  c.executionCtx.waitUntil(deliverOne(id, ctx).catch((err: unknown) => console.error(`delivery of ${id} failed, the cron retries`, err)));
}

/** Runs `move` on D1; resolves to what it left, null when there is no such lead. */
export async function moveLeadStatus(c: StaffRequest, move: StatusMove): Promise<StatusMoved | null> {
  const moved = await moveStatus(d1Batch(c.env.DB), move, rewardMailRenderer(c.var.config));
  sendQueued(c, moved);
  return moved;
}

/** Records a referral's reward on D1, as the staff CLI's `reward` does; a paid day's move mails the referrer. */
export async function recordLeadReward(c: StaffRequest, change: Change, record: RewardRecord): Promise<RewardRecorded> {
  const recorded = await recordReward(d1Batch(c.env.DB), change, record, rewardMailRenderer(c.var.config));
  if (!recorded.refused) sendQueued(c, recorded.moved);
  return recorded;
}
