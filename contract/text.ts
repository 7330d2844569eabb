/**
 * Which characters a text field may hold, shared by the widgets (to refuse early) and the
 * Worker (to refuse for real). Anything that can disguise or break text is out:
 * - lone UTF-16 surrogates (stored as invalid UTF-8, they break CSV export and mail),
 * - C0 and C1 control characters and DEL (terminal escapes, header injection),
 * - bidi overrides, embeddings and isolates (a name that reads differently than it is),
 * - in single-line fields also line breaks, tabs, zero-width and other invisible format
 *   characters (tag characters U+E0000..U+E007F, the soft hyphen, invisible operators
 *   U+2060..U+2064, deprecated format controls U+206A..U+206F, interlinear annotation
 *   U+FFF9..U+FFFB): a name or address that looks like another, or hides text, in the
 *   agency's mail and in `leads show`.
 * Free text keeps line breaks and tabs, and the zero-width joiner that emoji sequences use.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROLS = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069";
const ZERO_WIDTH = "\u200b-\u200d\u2060\ufeff\u180e";
const INVISIBLE_FORMAT = "\u00ad\u2060-\u2064\u206a-\u206f\ufff9-\ufffb\u{e0000}-\u{e007f}";

const SINGLE_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}${ZERO_WIDTH}${INVISIBLE_FORMAT}]`,
  "u",
);
const MULTI_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}\\u200b\\u2060\\ufeff]`,
);

/** True when `value` is fine for a one-line field (name, company, e-mail, phone). */
export function isSingleLineText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !SINGLE_LINE_FORBIDDEN.test(value);
}

/** True when `value` is fine for free text (line breaks and tabs allowed). */
export function isMultiLineText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !MULTI_LINE_FORBIDDEN.test(value);
}

/**
 * A character a reader can see. White space, control and format characters (zero-width
 * spaces and joiners, the soft hyphen, bidi marks), combining marks (with no letter they
 * sit on nothing), default-ignorable code points (Hangul fillers, variation selectors) and
 * the blank Braille pattern all render as nothing: a required field made only of them is
 * empty, however long it is.
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when `value` holds at least one visible character (what a required field needs). */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/** Request bodies nested deeper than this (objects and arrays) are refused before validation. */
export const MAX_JSON_DEPTH = 8;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (one
 * pass, no recursion), so a body nested thousands deep never reaches a recursive validator.
 * Brackets inside strings do not count. Only meaningful for text that is valid JSON.
 */
export function jsonDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return deepest;
}

// A URL scheme (`https://`, `ftp://`, `web+x://`), or a scheme that needs no slashes and
// turns text into an action (`mailto:`, `javascript:`).
const SCHEME = /[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|javascript):/i;
// Something shaped like an address: `x@y.z`. Deliberately looser than the address grammar.
const ADDRESS_LIKE = /[^\s@<>]@[^\s@<>]+\.[^\s@<>.]{2,}/u;
const MARKUP = /[<>]/;

/**
 * True when `value` can be a person's name: no URL scheme, no `www.`, no e-mail address and
 * no `<` `>`. A name is the only thing a stranger typed that an acknowledgement repeats,
 * so it must never carry a link or markup ("Dear customer, verify at https://…").
 */
export function isPersonName(value: string): boolean {
  return !SCHEME.test(value) && !/www\./i.test(value) && !ADDRESS_LIKE.test(value) && !MARKUP.test(value);
}

/**
 * True when `value` is fine for a company or an industry: a bare domain ("Booking.com")
 * is a real company name, but a scheme, an address or markup is not.
 */
export function isPlainText(value: string): boolean {
  return !SCHEME.test(value) && !ADDRESS_LIKE.test(value) && !MARKUP.test(value);
}
