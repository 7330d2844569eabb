/**
 * E-mail addresses: one grammar and one normal form for the widgets, the Worker, the
 * stored rows and the staff CLI's `forget`, so an address compares equal wherever it is
 * compared (the referral's "must differ", a newsletter sign-up, an erasure request).
 */
import { isSingleLineText } from "./text.ts";

/**
 * The stored form of an address: trimmed, Unicode NFC (so `a` + U+0308 and `ä` are one
 * address) and lower-cased in full Unicode (`ÄNNA@X.DE` is `änna@x.de`; SQLite's
 * `lower()` folds only A-Z, so this must happen before an address reaches the database).
 * NFC again after lower-casing, because lower-casing can leave a sequence NFC would
 * compose; that also makes the function idempotent.
 *
 * Strictly speaking the local part is case-sensitive (RFC 5321), but no real mailbox
 * provider treats it so, and an erasure that misses `Anna@x.de` because `anna@x.de` was
 * asked for is worse than the theoretical mix-up of two mailboxes differing only in case.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize("NFC").toLowerCase().normalize("NFC");
}

// RFC 5322 atext, plus letters, digits and marks of any script (RFC 6531 internationalised
// local parts such as `änna.x`). An atom starts with a letter, digit or atext symbol,
// never with a mark that would combine with the dot before it.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\p{L}\\p{N}][A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\p{L}\\p{N}\\p{M}]*";
// A domain label: letters (any script, with their marks) and digits, hyphens only inside.
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}\\p{M}-]*[\\p{L}\\p{N}\\p{M}])?";
// The top-level domain: two or more letters, or its ASCII (punycode) form `xn--...`. Never
// digits only, so `a@192.168.1.10` is not taken as an address.
const TLD = "(?:(?:\\p{L}\\p{M}*){2,}|xn--[a-z0-9-]*[a-z0-9])";
const ADDRESS = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@((?:${LABEL}\\.)+${TLD})$`, "iu");

// A MIME encoded-word (`=?utf-8?q?...?=`, RFC 2047): a mail client shows its decoded text
// instead, so an address containing one can show a mailbox other than the one it is.
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i;

// Characters that render as nothing but make two addresses differ: format characters
// (soft hyphen, U+2061..U+2064, zero-width ones) and other default-ignorables (the
// combining grapheme joiner, variation selectors, Hangul fillers).
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * True when `value` holds a character no address may hold and no reader can see: control,
 * bidi, zero-width and other invisible characters, line and paragraph separators.
 * The API answers `invalid_characters` for these rather than `invalid_email`.
 */
export function hasHiddenAddressCharacters(value: string): boolean {
  return !isSingleLineText(value) || INVISIBLE.test(value);
}

/**
 * True when `value` is an address in the accepted grammar: a dot-atom local part (no
 * leading, trailing or double dot; no quoted local parts), `@`, dot-separated domain labels
 * (no IP literals) ending in a top-level domain of letters. Refused besides: white space,
 * invisible characters (see `hasHiddenAddressCharacters`), MIME encoded-words, and local
 * parts over 64 and domain labels over 63 characters (RFC 5321, RFC 1035). Case and normal form do not matter here.
 * Deliverability is proven by the reply, not by this check.
 */
export function isEmail(value: string): boolean {
  const match = ADDRESS.exec(value);
  return (
    match !== null &&
    match[1]!.length <= 64 &&
    match[2]!.split(".").every((label) => label.length <= 63) &&
    !ENCODED_WORD.test(value) &&
    !hasHiddenAddressCharacters(value)
  );
}

/** Providers that deliver `v.i.c.t.i.m@` to `victim@`: dots in their local parts do not count. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

const DOMAIN_TEXT = /^[\p{L}\p{N}\p{M}.-]+$/u;

/**
 * A domain in its ASCII form (IDNA: `bücher.de` is `xn--bcher-kva.de`), as the WHATWG URL
 * parser every runtime here has writes it; the domain itself when it is not one.
 */
export function asciiDomain(domain: string): string {
  if (!DOMAIN_TEXT.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname || domain;
  } catch {
    return domain;
  }
}

/**
 * The mailbox an address reaches, for limits and erasure that count per person rather than
 * per spelling: the normal form, the domain in its ASCII form (`bücher.de` and
 * `xn--bcher-kva.de` are one domain), without a `+tag` (`victim+1@x.de` is `victim@x.de`),
 * and for providers that ignore dots, without dots (`vic.tim@gmail.com` is
 * `victim@gmail.com`; `googlemail.com` is `gmail.com`). Only for matching and counting:
 * mail still goes to the address given.
 *
 * @example mailboxKey("Vic.Tim+news@googlemail.com") // "victim@gmail.com"
 * @example mailboxKey("anna@bücher.de") // "anna@xn--bcher-kva.de"
 */
export function mailboxKey(address: string): string {
  const normal = normalizeEmail(address);
  const at = normal.lastIndexOf("@");
  if (at < 0) return normal;
  let local = normal.slice(0, at);
  let domain = asciiDomain(normal.slice(at + 1));
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = DOT_BLIND_DOMAINS[domain];
  if (dotBlind) {
    local = local.replaceAll(".", "");
    domain = dotBlind;
  }
  return `${local}@${domain}`;
}
