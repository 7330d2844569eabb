/**
 * Which characters a text field may hold, for the widgets and the Worker alike. Out:
 * - lone surrogates (break CSV and mail), C0/C1 controls and DEL (escapes, header injection),
 * - bidi overrides, embeddings and isolates (text that reads otherwise than it is),
 * - in single-line fields also line breaks, tabs and invisible format characters (tags
 *   U+E0000..U+E007F, soft hyphen, U+2060..U+2064, U+206A..U+206F, U+FFF9..U+FFFB).
 * Free text keeps line breaks, tabs and the zero-width joiner emoji need.
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
 * A character a reader can see: not white space, control, format, combining, default-ignorable
 * or blank Braille. A required field of only invisible ones is empty, however long.
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when `value` holds at least one visible character (what a required field needs). */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/** Request bodies nested deeper than this (objects and arrays) are refused before validation. */
export const MAX_JSON_DEPTH = 8;

/**
 * The deepest nesting of valid JSON, counted in one pass without parsing (strings skipped), so
 * no recursive validator ever sees a body nested thousands deep.
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

/** True when `value` can be a name: no scheme, `www.`, address or `<` `>`, because an acknowledgement repeats it. */
export function isPersonName(value: string): boolean {
  return !SCHEME.test(value) && !/www\./i.test(value) && !ADDRESS_LIKE.test(value) && !MARKUP.test(value);
}

/** True for a company or industry: a bare domain ("Booking.com") is fine, a scheme, address or markup is not. */
export function isPlainText(value: string): boolean {
  return !SCHEME.test(value) && !ADDRESS_LIKE.test(value) && !MARKUP.test(value);
}
