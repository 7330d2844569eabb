/** E-mail addresses: one grammar and one normal form everywhere, so an address compares equal wherever it is compared. */
import { isSingleLineText } from "./text.ts";

/**
 * The stored form of an address: trimmed, NFC, lower-cased in full Unicode (SQLite's `lower()`
 * folds only A-Z), NFC again so the function is idempotent. The local part is case-sensitive by
 * RFC 5321, but an erasure that misses `Anna@x.de` is worse than that theoretical mix-up.
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

/** True for control, bidi, zero-width or other invisible characters: the API answers `invalid_characters`. */
export function hasHiddenAddressCharacters(value: string): boolean {
  return !isSingleLineText(value) || INVISIBLE.test(value);
}

/**
 * True for an address in the accepted grammar: dot-atom local part (no quoting), dot-separated
 * domain labels ending in a letter TLD (no IP literals), local part ≤ 64 and labels ≤ 63
 * characters; no white space, invisible characters or MIME encoded-words. Not deliverability.
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

/** A domain in its ASCII (IDNA) form, `bücher.de` → `xn--bcher-kva.de`; the input when it is no domain. */
export function asciiDomain(domain: string): string {
  if (!DOMAIN_TEXT.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname || domain;
  } catch {
    return domain;
  }
}

/**
 * The mailbox an address reaches, for limits and erasure that count per person: normal form,
 * ASCII domain, no `+tag`, and no dots for providers that ignore them. Matching only: mail
 * still goes to the address given.
 *
 * @example mailboxKey("Vic.Tim+news@googlemail.com") // "victim@gmail.com"
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
