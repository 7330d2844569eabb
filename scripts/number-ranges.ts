/**
 * A numeric range such as "2–4" must not break at its dash: "Your MVP in 2–" and "4 weeks"
 * on two lines reads as two numbers. Unicode lets a line break after an en dash, and CSS has
 * no switch for it, so the site's compiled catalogs carry a WORD JOINER (U+2060, invisible
 * and silent) after the dash of every range between digits; site/content/numbers.ts writes
 * its ranges the same way.
 */
export const WORD_JOINER = "\u2060";

/** No-break space: keeps a number with its unit, and a dash with the word before it. */
export const NO_BREAK_SPACE = "\u00a0";

/** The units a number must not be parted from at a line end ("in 2 / Wochen"). */
const UNIT =
  /(\d) (?=(?:Wochen|Woche|Tagen|Tage|Monaten|Monate|Minuten|Min\.|Stunden|Sekunden|weeks|week|days|months|minutes|min|hours|seconds)\b)/g;

/**
 * A number joined to its word by a hyphen ("30-minute", "30-Minuten-Gespräch"): a line may
 * not end at "30-". Only after a space, so the catalogs' message ids ("0-Dl3E"), which hold
 * no spaces, are never touched.
 */
const HYPHENATED_NUMBER = /( \d+)-(?=\p{L})/gu;

/**
 * `text` with a word joiner after the en dash of every digit–digit range and after the
 * hyphen of "30-minute", a no-break space between a number and its unit, after a section
 * sign ("§ 25") and before a spaced dash, so no line starts with "– " (German and English
 * typesetting alike).
 */
export function keepRangesTogether(text: string): string {
  return text
    .replace(/(\d)–(?=\d)/g, `$1–${WORD_JOINER}`)
    .replace(HYPHENATED_NUMBER, `$1-${WORD_JOINER}`)
    .replace(UNIT, `$1${NO_BREAK_SPACE}`)
    .replace(/§ (?=\d)/g, `§${NO_BREAK_SPACE}`)
    .replace(/ – /g, `${NO_BREAK_SPACE}– `);
}
