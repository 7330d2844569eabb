/**
 * What a referrer's reward mails say of their referral: read once the step is decided, as
 * SQL text (see ../system/query.ts), since the staff CLI's status move reads it too. No D1
 * types here: the CLI imports this.
 */
import type { RewardChoice } from "../../../contract/reward.ts";
import type { Query } from "../system/query.ts";

/** The referrer, their language and the reward as staff recorded it. */
export interface RewardReferral {
  id: string;
  created_at: string;
  locale: string;
  name: string;
  email: string;
  reward: RewardChoice | null;
  reward_paid_on: string | null;
}

/** The referral `id` with its reward: one row, none when there is no such referral. */
export function rewardReferralQuery(id: string): Query {
  return {
    sql:
      "SELECT r.id, r.created_at, r.locale, r.name, r.email, w.reward, w.reward_paid_on " +
      "FROM referrals r LEFT JOIN lead_work w ON w.lead_id = r.id WHERE r.id = ?1",
    params: [id],
  };
}

/** The referral `id`'s status: one row, none when there is no such referral. */
export function referralStatusQuery(id: string): Query {
  return { sql: "SELECT status FROM referrals WHERE id = ?1", params: [id] };
}
