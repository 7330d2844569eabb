import type { Locale } from "./options.ts";

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

/**
 * A whole amount of the reward's currency the way the language writes it: `€500` in
 * English, `500 €` in German (with a no-break space, so the amount never wraps away from
 * its sign).
 *
 * @example formatReward(REFERRAL_REWARD.discount, "de") // "500 €"
 */
export function formatReward(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, rewardFormat).format(amount);
}

/** How an amount of the reward is written (Intl.NumberFormat's options). */
export const rewardFormat: Intl.NumberFormatOptions = {
  style: "currency",
  currency: REFERRAL_REWARD.currency,
  maximumFractionDigits: 0,
};

/** Both choices of the reward, written for `locale`: what the texts interpolate. */
export function rewardAmounts(locale: Locale): { discount: string; giftCard: string } {
  return { discount: formatReward(REFERRAL_REWARD.discount, locale), giftCard: formatReward(REFERRAL_REWARD.giftCard, locale) };
}
