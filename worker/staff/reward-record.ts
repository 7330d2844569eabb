/**
 * Recording a won referral's reward: which one the referrer chose and the day it was paid.
 * The staff CLI's `reward` runs it; its statements are the inbox's own (the work fields'
 * history rows and updates, `workFieldQueries`), and a paid day moves the referral to
 * rewarded through the one status move (`moveStatus`), which queues the referrer's mail
 * naming what was paid, as the inbox's reward route does.
 *
 * Statements only as SQL text through `run`, as in ./status-move.ts: the CLI imports this.
 */
import { isWonReferral } from "../../contract/lifecycles.ts";
import type { RewardChoice } from "../../contract/reward.ts";
import type { Change } from "../db/staff/staff-queries.ts";
import { ensureWorkRowQuery, workFieldQueries } from "../db/staff/staff-queries.ts";
import { referralStatusQuery } from "../db/staff/staff-reward.ts";
import type { RunQueries } from "../db/system/query.ts";
import { moveStatus, type RenderRewardMail, type StatusMoved } from "./status-move.ts";

/** What staff record: the reward chosen (null: none yet) and the day it was paid (null: not yet); a field left out stays as it is. */
export interface RewardRecord {
  reward?: RewardChoice | null;
  paidOn?: string | null;
}

/** What recording left: whether a field changed, and the move to rewarded a paid day made. */
export type RewardRecorded =
  | { refused: "not_found" }
  | { refused: "reward_needs_won"; status: string }
  | { refused?: undefined; changed: boolean; moved: StatusMoved | null };

/**
 * Records the reward of the referral `change.leadId`, each field with its history row in one
 * batch; then, with a paid day, moves it to rewarded. A reward is only owed once the referral
 * is won, so one that is not is refused and nothing is written.
 */
export async function recordReward(
  run: RunQueries,
  change: Change,
  record: RewardRecord,
  render: RenderRewardMail,
): Promise<RewardRecorded> {
  const [rows = []] = await run([referralStatusQuery(change.leadId)]);
  const status = rows[0]?.status;
  if (status === undefined) return { refused: "not_found" };
  if (!isWonReferral(String(status))) return { refused: "reward_needs_won", status: String(status) };
  const given = (["reward", "reward_paid_on"] as const).flatMap((field) => {
    const value = field === "reward" ? record.reward : record.paidOn;
    return value === undefined ? [] : workFieldQueries(change, field, value);
  });
  const results = await run([ensureWorkRowQuery(change), ...given]);
  // Each field's history row answers its id only when the value changed.
  const changed = results.some((rows, i) => i % 2 === 1 && rows.length > 0);
  const moved = record.paidOn ? await moveStatus(run, { kind: "referral", change, to: "rewarded" }, render) : null;
  return { changed, moved };
}
