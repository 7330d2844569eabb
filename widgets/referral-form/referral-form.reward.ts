import type { WidgetLocale } from "../lib/locale.ts";

// Kept apart from the form's fields: the site's home page states the reward beside the
// form without loading the form's code.

/** What the referrer gets once the company they recommend signs up, in euro. */
export const REFERRAL_REWARD = { discount: 500, giftCard: 250 } as const;

/** A whole euro amount the way the language writes it: "€500" in English, "500 €" in German. */
export function formatEuro(amount: number, locale: WidgetLocale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}
