/**
 * Erasure's preview, report and reward warnings in words, shared by the inbox and `forget` so
 * they never disagree. Plain descriptors with explicit ids: the CLI runs under plain node.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { ReferralWon } from "../lead/lifecycles.ts";
import type { ErasureCounts } from "./api.ts";

/** What erasure does to a place's rows: most go, some stay without the person. */
type Fate = "erase" | "keepForReferrer" | "replaceMention" | "countWithout" | "eraseOrClear";

const fateOf: Readonly<Record<keyof ErasureCounts, Fate>> = {
  project_inquiries: "erase",
  referrals: "erase",
  referrals_anonymised: "keepForReferrer",
  mentions_replaced: "replaceMention",
  newsletter_subscribers: "erase",
  outbox: "erase",
  bookings: "erase",
  funnel_counts: "countWithout",
  mailbox_caps: "erase",
  lead_notes: "eraseOrClear",
  lead_history: "eraseOrClear",
  lead_work: "eraseOrClear",
};

/** Each fate as what will happen and as what happened. */
const fates: Readonly<Record<Fate, Readonly<Record<ErasureTense, MessageDescriptor>>>> = {
  erase: {
    will: /*i18n*/ { id: "erasure.fate.erase.will", message: "To be erased" },
    did: /*i18n*/ { id: "erasure.fate.erase.did", message: "Erased" },
  },
  keepForReferrer: {
    will: /*i18n*/ { id: "erasure.fate.keep.will", message: "To be kept for the referrer without the person's details" },
    did: /*i18n*/ { id: "erasure.fate.keep.did", message: "Kept for the referrer without the person's details" },
  },
  replaceMention: {
    will: /*i18n*/ { id: "erasure.fate.mention.will", message: "The mention to be replaced by [removed]" },
    did: /*i18n*/ { id: "erasure.fate.mention.did", message: "The mention replaced by [removed]" },
  },
  countWithout: {
    will: /*i18n*/ { id: "erasure.fate.count.will", message: "To be counted without the campaign" },
    did: /*i18n*/ { id: "erasure.fate.count.did", message: "Now counted without the campaign" },
  },
  eraseOrClear: {
    will: /*i18n*/ { id: "erasure.fate.clear.will", message: "To be erased or cleared of the address" },
    did: /*i18n*/ { id: "erasure.fate.clear.did", message: "Erased or cleared of the address" },
  },
};

/** A preview says what will happen; a report what did. */
export type ErasureTense = "will" | "did";

/** What happens to a place's rows (the place's name is `erasurePlaceLabels`), before or after. */
export function erasureFateLabel(place: keyof ErasureCounts, tense: ErasureTense): MessageDescriptor {
  return fates[fateOf[place]][tense];
}

/** Reward warnings by the erased person's role and status: a won reward is still owed, a rewarded one is on record. `{id}`: the referral. */
export const rewardWarningLabels: Readonly<Record<"referred" | "referrer", Readonly<Record<ReferralWon, MessageDescriptor>>>> = {
  referred: {
    won: /*i18n*/ {
      id: "erasure.reward.wonReferred",
      message: "{id} is won: the referral stays, and its reward is still owed to the referrer (only the referred person is removed).",
    },
    rewarded: /*i18n*/ {
      id: "erasure.reward.rewardedReferred",
      message: "{id} is rewarded: the referral and its paid reward stay (only the referred person is removed).",
    },
  },
  referrer: {
    won: /*i18n*/ {
      id: "erasure.reward.wonReferrer",
      message:
        "{id} is won and the person erased is its referrer: the reward is still owed to them, and this referral was its only record. Note the debt outside this database before you pay it.",
    },
    rewarded: /*i18n*/ {
      id: "erasure.reward.rewardedReferrer",
      message: "{id} is rewarded and the person erased is its referrer: the payment's record belongs in the accounts, not here.",
    },
  },
};
