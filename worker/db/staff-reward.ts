import type { RewardChoice } from "../../contract/reward.ts";

/** What a referrer's reward mails say of their referral: read once the step is saved. */

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

/** The referral `id` with its reward, or null when there is no such referral. */
export async function readRewardReferral(db: D1Database, id: string): Promise<RewardReferral | null> {
  return db
    .prepare(
      "SELECT r.id, r.created_at, r.locale, r.name, r.email, w.reward, w.reward_paid_on " +
        "FROM referrals r LEFT JOIN lead_work w ON w.lead_id = r.id WHERE r.id = ?1",
    )
    .bind(id)
    .first<RewardReferral>();
}
