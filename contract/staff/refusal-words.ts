/**
 * Why a staff action was refused, where the inbox and the CLI refuse it by the same rule:
 * worded and translated once, so both tell staff the same reason. Each adds only the next
 * step in its own terms (reload the page, or the command to run). Plain descriptors with
 * explicit ids, because the CLI runs under plain node without the Lingui macro.
 */
import type { MessageDescriptor } from "@lingui/core";

export const refusalWords = {
  rewardNeedsWon: /*i18n*/ { id: "refusal.rewardNeedsWon", message: "A reward is owed only once the referral is won." },
  rewardFinal: /*i18n*/ {
    id: "refusal.rewardFinal",
    message: "This referral is closed: its reward and paid date stay as they were saved.",
  },
  rewardMissing: /*i18n*/ {
    id: "refusal.rewardMissing",
    message: "A referral becomes rewarded once its reward is paid.",
  },
  // What to do, at the field that is missing: a paid day or "rewarded" without a reward.
  rewardToChoose: /*i18n*/ { id: "refusal.rewardToChoose", message: "Please choose the reward (discount or gift card)." },
  changedMeanwhile: /*i18n*/ { id: "refusal.changedMeanwhile", message: "Someone changed this lead meanwhile." },
  notErased: /*i18n*/ { id: "refusal.notErased", message: "Some entries still hold the address after erasing." },
} satisfies Record<string, MessageDescriptor>;
