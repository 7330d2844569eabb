import type { Context } from "hono";
import { type ReferralMailStep, referralMailSteps } from "../../contract/lifecycles.ts";
import { enqueueOnStatus } from "../db/outbox.ts";
import { readRewardReferral } from "../db/staff-reward.ts";
import { renderRewardPaid, renderRewardWon } from "../mail/reward.ts";
import { deliverOne, sendersFor } from "../outbox/deliver.ts";
import type { MailKind } from "../outbox/items.ts";
import type { StaffEnv } from "./env.ts";
import { viennaClock } from "./working-days.ts";

/** The mail of each step a referrer hears of. */
const steps = {
  won: { kind: "referral_reward_won", render: renderRewardWon },
  paid: { kind: "referral_reward_paid", render: renderRewardPaid },
} as const satisfies Record<ReferralMailStep, { kind: MailKind; render: unknown }>;

/** The status that marks each step: the mail is queued only when the move left the referral there. */
const statusOf = Object.fromEntries(Object.entries(referralMailSteps).map(([status, step]) => [step, status])) as Record<
  ReferralMailStep,
  string
>;

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
export async function rewardMail(
  c: Pick<Context<StaffEnv>, "env" | "var" | "executionCtx">,
  leadId: string,
  step: ReferralMailStep,
  now: string,
): Promise<RewardMail | null> {
  const stored = await readRewardReferral(c.env.DB, leadId);
  if (!stored) return null;
  // Moved to rewarded without a paid day recorded: it was paid by the day staff say so.
  const referral = { ...stored, reward_paid_on: stored.reward_paid_on ?? viennaClock(new Date(now)).day };
  const { kind, render } = steps[step];
  const queued = enqueueOnStatus(
    c.env.DB,
    { channel: "mail", kind, leadId, message: render(referral, c.var.config) },
    now,
    "referrals",
    statusOf[step],
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
