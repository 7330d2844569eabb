/**
 * A lead's status move, shared by the inbox's routes and the staff CLI: the status, its
 * history row and any referrer mail in one batch. Free of D1 and Worker types because the
 * CLI imports it: statements go through `run`, the mail through the caller's `render`.
 */
import { tableKindOf } from "../../contract/lead/ids.ts";
import {
  allowedFrom,
  type LeadKind,
  type ReferralMailStep,
  referralMailStepOf,
  referralMailSteps,
} from "../../contract/lead/lifecycles.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { leadTables } from "../db/leads/statements/lead-tables.ts";
import type { MailKind } from "../db/outbox/statements/outbox-items.ts";
import { enqueueOnStatusQuery, type QueuedQuery } from "../db/outbox/statements/outbox-queries.ts";
import { type Change, moveLeadStatusQueries } from "../db/staff/statements/lead-status.ts";
import { type RewardReferral, type RewardReferralRow, rewardReferralQuery } from "../db/staff/statements/reward.ts";
import type { RunQueries } from "../db/system/statements/query.ts";
import { viennaClock } from "./working-days.ts";

/** The mail telling a referrer of `step`, in their language (the CLI loads the templates first, hence the promise). */
export type RenderRewardMail = (step: ReferralMailStep, referral: RewardReferral) => MailMessage | Promise<MailMessage>;

/** The outbox kind of each step's mail. */
const rewardMailKinds = {
  won: "referral_reward_won",
  paid: "referral_reward_paid",
} as const satisfies Record<ReferralMailStep, MailKind>;

/** Who moves which lead to which status, and when. */
export interface StatusMove {
  kind: LeadKind;
  change: Change;
  to: string;
}

/**
 * What a move left: whether it moved, the lead's status now, and the outbox row it queued, if
 * any (send it by id); `refused` names why a move the lifecycle allows was not made.
 */
export interface StatusMoved {
  moved: boolean;
  status: string;
  queued?: string;
  refused?: "reward_missing";
}

/** The mail step a move to `status` sends, per kind of lead: only a referral's referrer hears of its steps. */
const mailStepOf: Readonly<Record<LeadKind, (status: string) => ReferralMailStep | undefined>> = {
  inquiry: () => undefined,
  referral: referralMailStepOf,
};

/**
 * The referrer's mail a move queues, if the move sends one: read before the batch, since the
 * mail names the reward recorded so far. A referral moved to rewarded without a paid day
 * was paid by the day staff say so; one without a reward is refused instead, since its
 * "paid" mail would name nothing paid.
 */
async function referrerMail(run: RunQueries, move: StatusMove, render: RenderRewardMail): Promise<QueuedQuery | StatusMoved | null> {
  const step = mailStepOf[move.kind](move.to);
  if (!step) return null;
  const [rows = []] = await run([rewardReferralQuery(move.change.leadId)]);
  const row = rows[0] as RewardReferralRow | undefined;
  if (!row) return null;
  const { status, ...stored } = row;
  // Only a move the lifecycle allows is refused for this: any other keeps the lifecycle's reason.
  const allowed = allowedFrom(move.kind, move.to)?.includes(status) ?? false;
  if (step === referralMailSteps.rewarded && stored.reward === null && allowed) return { moved: false, status, refused: "reward_missing" };
  const referral: RewardReferral = { ...stored, reward_paid_on: stored.reward_paid_on ?? viennaClock(new Date(move.change.at)).day };
  const item = { channel: "mail", kind: rewardMailKinds[step], leadId: move.change.leadId, message: await render(step, referral) } as const;
  return enqueueOnStatusQuery(item, move.change.at, "referrals", move.to);
}

/**
 * Moves a lead if the lifecycle allows it from its current status (checked by the
 * statements, so a change made meanwhile is never overwritten), with its history row and
 * the referrer's mail in the same batch. Resolves to null when there is no such lead; a
 * status staff may not set at all never moves, nor a referral without a reward to rewarded.
 */
export async function moveStatus(run: RunQueries, move: StatusMove, render: RenderRewardMail): Promise<StatusMoved | null> {
  const table = leadTables[tableKindOf(move.kind)].table;
  const mail = await referrerMail(run, move, render);
  if (mail && "moved" in mail) return mail;
  const queries = moveLeadStatusQueries(table, move.change, move.to, allowedFrom(move.kind, move.to) ?? []);
  const [history = [], , current = [], queued = []] = await run([...queries, ...(mail ? [mail.query] : [])]);
  // No row when the referrer was told of this step before (a move taken back and made again).
  if (history.length > 0) return { moved: true, status: move.to, ...(mail && queued.length > 0 ? { queued: mail.id } : {}) };
  const status = current[0]?.status;
  return status === undefined ? null : { moved: false, status: String(status) };
}
