import type { Locale } from "./locales.ts";

/**
 * What a referrer receives once the company they recommended signs up for a project: they
 * choose one of the two. The referral form, the site's home page and the referrer's
 * confirmation mail all state it from here, each through `formatReward`, so the amount and
 * the way it is written cannot differ between them.
 *
 * Kept in a module of its own (no schema, no validation): the site's home page states the
 * reward beside the lazily loaded form without loading the form's code.
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
 * A whole amount of the reward's currency the way the language writes it: `€500` in
 * English, `500 €` in German (with a no-break space, so the amount never wraps away from
 * its sign).
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
