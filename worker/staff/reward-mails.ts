import type { Context } from "hono";
import { enqueueOnStatus } from "../db/outbox.ts";
import { readRewardReferral } from "../db/staff-reward.ts";
import { renderRewardPaid, renderRewardWon } from "../mail/reward.ts";
import { deliverOne, sendersFor } from "../outbox/deliver.ts";
import type { MailKind } from "../outbox/items.ts";
import type { StaffEnv } from "./env.ts";
import { viennaClock } from "./working-days.ts";

/** The steps of a referral its referrer hears of, with the status that marks each. */
const steps = {
  won: { kind: "referral_reward_won", status: "won", render: renderRewardWon },
  paid: { kind: "referral_reward_paid", status: "rewarded", render: renderRewardPaid },
} as const satisfies Record<string, { kind: MailKind; status: string; render: unknown }>;

export type RewardStep = keyof typeof steps;

/** A referrer's mail, queued in the status move's own batch and sent after the answer. */
export interface RewardMail {
  /** Put it after the move's statements: it inserts only when the move left the referral in the step's status. */
  statement: D1PreparedStatement;
  /** Sends it once the batch ran; nothing happens when it was not queued (already mailed, or not moved). */
  send: () => void;
}

/**
 * The mail telling the referrer of `leadId` about `step`, in their language. Queued once
 * per referral and step whatever the retries and undos, through the outbox like every
 * other mail, so a failed send is retried by the cron and never lost.
 */
export async function rewardMail(c: Context<StaffEnv>, leadId: string, step: RewardStep, now: string): Promise<RewardMail | null> {
  const stored = await readRewardReferral(c.env.DB, leadId);
  if (!stored) return null;
  // Moved to rewarded without a paid day recorded: it was paid by the day staff say so.
  const referral = { ...stored, reward_paid_on: stored.reward_paid_on ?? viennaClock(new Date(now)).day };
  const { kind, status, render } = steps[step];
  const queued = enqueueOnStatus(
    c.env.DB,
    { channel: "mail", kind, leadId, message: render(referral, c.var.config) },
    now,
    "referrals",
    status,
  );
  return {
    statement: queued.statement,
    send() {
      const ctx = { db: c.env.DB, senders: sendersFor(c.var.config) };
      c.executionCtx.waitUntil(
        deliverOne(queued.id, ctx).catch((err: unknown) => console.error(`delivery of ${queued.id} failed, the cron retries`, err)),
      );
    },
  };
}
