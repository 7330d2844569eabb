/**
 * How erasure recognises one person's address in an address column, free text or a stored
 * message. Done on rows read in full, never in SQL: stored addresses may predate
 * normalisation (`ÄNNA@X.DE`) and SQLite's `lower()` folds only A-Z.
 */
/// <reference path="./punycode.d.ts" />
// punycode.js rather than node:url's domainToUnicode: workerd has no node:url without the
// Node compatibility flag, and the same decoding must run in the Worker and in the CLI.
import { toUnicode } from "punycode/punycode.es6.js";
import { asciiDomain, mailboxKey, normalizeEmail } from "../../contract/email.ts";

// One mailbox, however it is spelled: case, Unicode form, +tag, Gmail dots, IDNA.
export const same = (stored: unknown, email: string) => typeof stored === "string" && mailboxKey(stored) === mailboxKey(email);

/**
 * The spellings of `email` that free text and stored messages can hold it in: as given
 * (normalised), and with its domain in ASCII (punycode) and in Unicode.
 */
export function spellingsOf(email: string): string[] {
  const normal = normalizeEmail(email);
  const at = normal.lastIndexOf("@");
  if (at < 0) return [normal];
  const [local, domain] = [normal.slice(0, at), normal.slice(at + 1)];
  const unicode = unicodeDomain(asciiDomain(domain)) ?? domain;
  return [...new Set([normal, `${local}@${asciiDomain(domain)}`, `${local}@${normalizeEmail(unicode)}`])];
}

/** A domain's Unicode form (`xn--bcher-kva.de` is `bücher.de`); undefined when its punycode is malformed. */
function unicodeDomain(domain: string): string | undefined {
  try {
    return toUnicode(domain) || undefined;
  } catch {
    return undefined;
  }
}

// Characters that would make the match part of a longer address: `hanna@x.de` is not
// `anna@x.de`, nor is `anna@x.de.at`.
const LOCAL_CHAR = /[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~.-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}\p{M}-]/u;

/** True when the `length` characters of `text` at `at` are a whole address, not part of a longer one. */
export function standsAlone(text: string, at: number, length: number): boolean {
  const previous = [...text.slice(0, at)].at(-1) ?? "";
  const [next = "", following = ""] = [...text.slice(at + length, at + length + 2)];
  if (LOCAL_CHAR.test(previous)) return false;
  return !(DOMAIN_CHAR.test(next) || (next === "." && DOMAIN_CHAR.test(following)));
}

/** True when `text` (any case or Unicode form) holds `email` in any spelling as a whole address. */
export function textHolds(text: string, email: string): boolean {
  const normal = normalizeEmail(text);
  return spellingsOf(email).some((spelling) => holdsAddress(normal, spelling));
}

/** True when `text` (already normalised) holds `email` as a whole address, not inside a longer one. */
function holdsAddress(text: string, email: string): boolean {
  for (let at = text.indexOf(email); at >= 0; at = text.indexOf(email, at + 1)) {
    if (standsAlone(text, at, email.length)) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function htmlUnescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Every string inside `value`, descending into strings that are JSON themselves (a webhook's body). */
function strings(value: unknown, into: string[], depth = 0): void {
  if (depth > 20) return;
  if (typeof value === "string") {
    into.push(value);
    if (/^\s*[[{]/.test(value)) {
      try {
        strings(JSON.parse(value), into, depth + 1);
      } catch {
        // Not JSON after all: the string itself is searched.
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, into, depth + 1);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) strings(item, into, depth + 1);
  }
}

/** The forms a reader or a receiver would see `text` in: as stored, HTML entities decoded, percent-decoded. */
function readings(text: string): string[] {
  const variants = [text, htmlUnescape(text)];
  if (text.includes("%")) {
    try {
      variants.push(decodeURIComponent(text));
    } catch {
      // Stray % signs: the other variants are searched.
    }
  }
  return variants;
}

/**
 * True when a stored message (a rendered mail or webhook call, JSON) holds `email` in any
 * form a reader or a receiver would see: as stored, with JSON escapes decoded (`\u00e4`,
 * `\"`), with HTML entities decoded (`o&#39;brien`), percent-decoded (`mailto:` links),
 * in any case or Unicode normal form. Free text and JSON columns are searched the same way.
 */
export function messageHolds(message: unknown, email: string): boolean {
  if (typeof message !== "string") return false;
  const texts: string[] = [];
  strings(message, texts);
  const spellings = spellingsOf(email);
  return texts.some((text) =>
    readings(text).some((variant) => spellings.some((spelling) => holdsAddress(normalizeEmail(variant), spelling))),
  );
}
