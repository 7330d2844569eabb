import type { Locale } from "./locales.ts";

/**
 * A referrer's reward once the recommended company signs: one of two, stated everywhere through
 * `formatReward`. No schema here, so the home page states it without loading the form.
 */
export const REFERRAL_REWARD = { currency: "EUR", discount: 500, giftCard: 250 } as const;

/** The rewards a referrer can choose, by the code staff record: the inbox, the Worker's checks and the mails read them from here. */
export const rewardChoices = ["discount", "gift_card"] as const;
export type RewardChoice = (typeof rewardChoices)[number];

const choiceAmounts: Readonly<Record<RewardChoice, number>> = { discount: REFERRAL_REWARD.discount, gift_card: REFERRAL_REWARD.giftCard };

/** What `choice` is worth, in REFERRAL_REWARD's currency. */
export function rewardAmount(choice: RewardChoice): number {
  return choiceAmounts[choice];
}

/** Whether `code` (as stored or sent, maybe unknown) is one of the reward choices. */
export function isRewardChoice(code: unknown): code is RewardChoice {
  return (rewardChoices as readonly unknown[]).includes(code);
}

/** Writes a number the way `locale` does with these Intl.NumberFormat options (the site passes its remembering one). */
export type NumberWriter = (locale: string, value: number, options: Intl.NumberFormatOptions) => string;

const intlWriter: NumberWriter = (locale, value, options) => new Intl.NumberFormat(locale, options).format(value);

/** How an amount of the reward is written. */
const rewardFormat: Intl.NumberFormatOptions = {
  style: "currency",
  currency: REFERRAL_REWARD.currency,
  maximumFractionDigits: 0,
};

/**
 * A whole reward amount as the language writes it (`€500`, `500 €` with a no-break space so
 * it never wraps from its sign).
 *
 * @example formatReward(REFERRAL_REWARD.discount, "de") // "500 €"
 */
export function formatReward(amount: number, locale: Locale, write: NumberWriter = intlWriter): string {
  return write(locale, amount, rewardFormat);
}

/** Both choices of the reward, written for `locale`: what the texts interpolate. */
export function rewardAmounts(locale: Locale, write: NumberWriter = intlWriter): { discount: string; giftCard: string } {
  return {
    discount: formatReward(REFERRAL_REWARD.discount, locale, write),
    giftCard: formatReward(REFERRAL_REWARD.giftCard, locale, write),
  };
}
