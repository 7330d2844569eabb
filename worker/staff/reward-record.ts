/**
 * Recording a won referral's reward and the day it was paid, shared by the inbox and the
 * staff CLI; a paid day moves the referral to rewarded through `moveStatus`. Free of D1
 * types, as the CLI imports it.
 */
import { isWonReferral, referralLifecycle } from "../../contract/lead/lifecycles.ts";
import type { RewardChoice } from "../../contract/reward.ts";
import type { Change } from "../db/staff/statements/lead-status.ts";
import { type RewardReferralRow, rewardReferralQuery } from "../db/staff/statements/reward.ts";
import { ensureWorkRowQuery, type WorkField, workFieldQueries } from "../db/staff/statements/work-fields.ts";
import type { RunQueries } from "../db/system/statements/query.ts";
import { moveStatus, type RenderRewardMail, type StatusMoved } from "./status-move.ts";

/** What staff record: the reward chosen (null: none yet) and the day it was paid (null: not yet); a field left out stays as it is. */
export interface RewardRecord {
  reward?: RewardChoice | null;
  paidOn?: string | null;
}

/** What recording left: the fields it changed, and the move to rewarded a paid day made. */
export type RewardRecorded =
  | { refused: "not_found" }
  | { refused: "reward_needs_won"; status: string }
  | { refused: "reward_final"; status: string }
  | { refused: "reward_missing"; status: string }
  | { refused?: undefined; changed: WorkField[]; moved: StatusMoved | null };

/** Why `record` may not be recorded on a referral stored as `row`, if it may not. */
function refusalOf(row: RewardReferralRow, record: RewardRecord): RewardRecorded | null {
  const status = String(row.status);
  // A closed referral's reward stays as it was: once rewarded, the referrer has been told what
  // was paid and when. The same values again (a save of other fields) change nothing.
  const changes =
    (record.reward !== undefined && record.reward !== row.reward) || (record.paidOn !== undefined && record.paidOn !== row.reward_paid_on);
  if (changes && (referralLifecycle.final as readonly string[]).includes(status)) return { refused: "reward_final", status };
  const given = record.reward != null || record.paidOn != null;
  if (given && !isWonReferral(status)) return { refused: "reward_needs_won", status };
  // A paid day says the reward was paid: with none chosen the referrer's mail would name nothing.
  const reward = record.reward === undefined ? row.reward : record.reward;
  if (record.paidOn && reward === null) return { refused: "reward_missing", status };
  return null;
}

/**
 * Records the reward of the referral `change.leadId`, each field with its history row in one
 * batch; then, with a paid day, moves it to rewarded. A reward is only owed once the referral
 * is won, a paid day needs a reward paid, and a closed referral's reward no longer changes,
 * so each refusal writes nothing.
 */
export async function recordReward(
  run: RunQueries,
  change: Change,
  record: RewardRecord,
  render: RenderRewardMail,
): Promise<RewardRecorded> {
  const [rows = []] = await run([rewardReferralQuery(change.leadId)]);
  const row = rows[0] as RewardReferralRow | undefined;
  if (row === undefined) return { refused: "not_found" };
  const refusal = refusalOf(row, record);
  if (refusal) return refusal;
  const values = { reward: record.reward, reward_paid_on: record.paidOn };
  const fields = (["reward", "reward_paid_on"] as const).filter((field) => values[field] !== undefined);
  const given = fields.flatMap((field) => workFieldQueries(change, field, values[field] ?? null));
  const results = await run([ensureWorkRowQuery(change), ...given]);
  // Each field's history row answers its id only when the value changed.
  const changed = fields.filter((_, n) => (results[1 + 2 * n]?.length ?? 0) > 0);
  const moved = record.paidOn ? await moveStatus(run, { kind: "referral", change, to: "rewarded" }, render) : null;
  return { changed, moved };
}
