/**
 * A numeric range such as "2–4" must not break at its dash: "Your MVP in 2–" and "4 weeks"
 * on two lines reads as two numbers. Unicode lets a line break after an en dash, and CSS has
 * no switch for it, so the site's compiled catalogs carry a WORD JOINER (U+2060, invisible
 * and silent) after the dash of every range between digits; site/content/numbers.ts writes
 * its ranges the same way.
 */
export const WORD_JOINER = "\u2060";

/** `text` with a word joiner after the en dash of every digit–digit range. */
export function keepRangesTogether(text: string): string {
  return text.replace(/(\d)–(?=\d)/g, `$1–${WORD_JOINER}`);
}
