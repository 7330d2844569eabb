/**
 * How erasure recognises one person's address wherever it is stored, and how it replaces a
 * mention of it in someone else's text. Pure functions over strings, run by the Worker (the
 * staff inbox) and by the staff CLI alike: stored addresses may predate normalisation
 * (`ÄNNA@X.DE`, or `a` + U+0308) and SQLite's `lower()` folds only A-Z, so the matching is
 * done here on rows read in full, never in SQL.
 */
/// <reference path="./punycode.d.ts" />
// punycode.js rather than node:url's domainToUnicode: workerd has no node:url without the
// Node compatibility flag, and the same decoding must run in the Worker and in the CLI.
import { toUnicode } from "punycode/punycode.es6.js";
import { asciiDomain, mailboxKey, normalizeEmail } from "../../contract/email.ts";
import type { PersonalMatch } from "../../contract/personal-match.ts";
import { type PersonalColumn, personalColumns, type RetainedTable } from "../../contract/retention.ts";

// One mailbox, however it is spelled: case, Unicode form, +tag, Gmail dots, IDNA.
export const same = (stored: unknown, email: string) => typeof stored === "string" && mailboxKey(stored) === mailboxKey(email);

/**
 * The spellings of `email` that free text and stored messages can hold it in: as given
 * (normalised), and with its domain in ASCII (punycode) and in Unicode.
 */
function spellingsOf(email: string): string[] {
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

/** True when `text` (any case or Unicode form) holds `email` in any spelling as a whole address. */
export function textHolds(text: string, email: string): boolean {
  const normal = normalizeEmail(text);
  return spellingsOf(email).some((spelling) => holdsAddress(normal, spelling));
}

/** True when `text` (already normalised) holds `email` as a whole address, not inside a longer one. */
function holdsAddress(text: string, email: string): boolean {
  for (let at = text.indexOf(email); at >= 0; at = text.indexOf(email, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + email.length);
    const previous = [...before].at(-1) ?? "";
    const [next = "", following = ""] = [...after.slice(0, 2)];
    if (LOCAL_CHAR.test(previous)) continue;
    if (DOMAIN_CHAR.test(next) || (next === "." && DOMAIN_CHAR.test(following))) continue;
    return true;
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

/**
 * True when a stored message (a rendered mail or webhook call, JSON) holds `email` in any
 * form a reader or a receiver would see: as stored, with JSON escapes decoded (`\u00e4`,
 * `\"`), with HTML entities decoded (`o&#39;brien`), percent-decoded (`mailto:` links),
 * in any case or Unicode normal form.
 */
export function messageHolds(message: unknown, email: string): boolean {
  if (typeof message !== "string") return false;
  const texts: string[] = [];
  strings(message, texts);
  for (const text of texts) {
    const variants = [text, htmlUnescape(text)];
    if (text.includes("%")) {
      try {
        variants.push(decodeURIComponent(text));
      } catch {
        // Stray % signs: the other variants are searched.
      }
    }
    if (variants.some((variant) => spellingsOf(email).some((spelling) => holdsAddress(normalizeEmail(variant), spelling)))) return true;
  }
  return false;
}

/**
 * The columns per lead table that can mention someone else's address (the declaration's
 * free text and JSON: names, companies, descriptions, campaigns, attribution, hidden fields).
 */
export const FREE_TEXT_COLUMNS = {
  project_inquiries: textColumns("project_inquiries"),
  referrals: textColumns("referrals"),
} as const;

function textColumns(table: "project_inquiries" | "referrals"): string[] {
  return personalColumns()
    .filter((p) => p.table === table && (p.match === "free-text" || p.match === "name" || p.match === "json"))
    .map((p) => p.column);
}

/** The columns of `table` declared as `match`, of the row's own person or of the second one it names. */
export function declaredColumns(table: RetainedTable, match: PersonalMatch, person: PersonalColumn["person"] = "own"): string[] {
  return personalColumns()
    .filter((p) => p.table === table && p.match === match && p.person === person)
    .map((p) => p.column);
}

/** The columns of the second person a row of `table` names, which erasing that person replaces as a whole. */
export function secondPersonColumns(table: RetainedTable): string[] {
  return personalColumns()
    .filter((p) => p.table === table && p.person === "second")
    .map((p) => p.column);
}

export const JSON_COLUMNS = new Set(
  personalColumns()
    .filter((p) => p.match === "json")
    .map((p) => `${p.table}.${p.column}`),
);

/** What replaces a mention of an erased person. */
export const REMOVED_MENTION = "[removed]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with every whole mention of `email` (any case) replaced by `[removed]`, and, where
 * the address was mentioned, also the person's exact `names` (the name typed next to the
 * address: "Anna Huber <anna@x.de>"). Undefined when the address is not mentioned.
 */
export function redactMention(text: string, email: string, names: readonly string[]): string | undefined {
  let changed = false;
  let out = text;
  for (const spelling of spellingsOf(email)) {
    const redacted = redactSpelling(out, spelling);
    if (redacted !== undefined) [out, changed] = [redacted, true];
  }
  if (!changed) return undefined;
  for (const name of names) if (name.trim().length >= 2) out = out.split(name).join(REMOVED_MENTION);
  return out;
}

/** A JSON column's text with every mention in its string values replaced; undefined when none. */
export function redactJson(text: string, email: string, names: readonly string[]): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return redactMention(text, email, names);
  }
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const redacted = redactMention(v, email, names);
      if (redacted !== undefined) changed = true;
      return redacted ?? v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    return v;
  };
  const out = JSON.stringify(walk(value));
  return changed ? out : undefined;
}

function redactSpelling(text: string, email: string): string | undefined {
  let changed = false;
  const out = text.replace(new RegExp(escapeRegExp(email), "giu"), (match: string, offset: number) => {
    const previous = [...text.slice(0, offset)].at(-1) ?? "";
    const [next = "", following = ""] = [...text.slice(offset + match.length, offset + match.length + 2)];
    if (LOCAL_CHAR.test(previous) || DOMAIN_CHAR.test(next) || (next === "." && DOMAIN_CHAR.test(following))) return match;
    changed = true;
    return REMOVED_MENTION;
  });
  return changed ? out : undefined;
}
