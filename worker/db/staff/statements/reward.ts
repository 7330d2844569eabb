/**
 * What a referrer's reward mails say of their referral: read once the step is decided, as
 * SQL text (see ../../system/statements/query.ts), since the staff CLI's status move reads it too. No D1
 * types here: the CLI imports this.
 */
import type { RewardChoice } from "../../../../contract/reward.ts";
import type { Query } from "../../system/statements/query.ts";

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

/** A referral's row as `rewardReferralQuery` answers it: the mail's fields and the status they are read at. */
export interface RewardReferralRow extends RewardReferral {
  status: string;
}

/** The referral `id` with its status and reward: one row, none when there is no such referral. */
export function rewardReferralQuery(id: string): Query {
  return {
    sql:
      "SELECT r.id, r.created_at, r.locale, r.name, r.email, r.status, w.reward, w.reward_paid_on " +
      "FROM referrals r LEFT JOIN lead_work w ON w.lead_id = r.id WHERE r.id = ?1",
    params: [id],
  };
}
