/**
 * How a mention of an erased person is replaced in a text that stays: another person's
 * lead, a staff note, a history entry. Only whole mentions of the address (any spelling)
 * go, and, where it was mentioned, the names the person typed next to it.
 */
import { REMOVED_MENTION } from "../db/erasure/statements/erasure-shape.ts";
import { spellingsOf, standsAlone } from "./match.ts";

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
    if (!standsAlone(text, offset, match.length)) return match;
    changed = true;
    return REMOVED_MENTION;
  });
  return changed ? out : undefined;
}
