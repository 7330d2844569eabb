/**
 * What `forget` must delete for one address, decided in JavaScript on rows read in full:
 * stored addresses may predate normalisation (`ÄNNA@X.DE`, or `a` + U+0308), and SQLite's
 * `lower()` folds only A-Z, so no SQL comparison can be trusted to find them all.
 */
import { normalizeEmail } from "../../contract/email.ts";
import type { Row } from "./d1.ts";

/** The rows that can hold an address, as `forgetReadSql` returns them. */
export interface AddressRows {
  inquiries: Row[];
  referrals: Row[];
  subscribers: Row[];
  outbox: Row[];
}

/** Ids to delete per table, and why each outbox row goes. */
export interface ForgetPlan {
  inquiries: string[];
  referrals: { id: string; role: "referrer" | "referred" }[];
  subscribers: string[];
  /** Outbox rows of the leads above (whatever their recipient). */
  outboxByLead: string[];
  /** Outbox rows to or about the address whose lead is not deleted (or already gone). */
  outboxByContent: string[];
}

const same = (stored: unknown, email: string) => typeof stored === "string" && normalizeEmail(stored) === email;

// Characters that would make the match part of a longer address: `hanna@x.de` is not
// `anna@x.de`, nor is `anna@x.de.at`.
const LOCAL_CHAR = /[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~.-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}\p{M}-]/u;

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
    if (variants.some((variant) => holdsAddress(normalizeEmail(variant), email))) return true;
  }
  return false;
}

/**
 * What to delete for `email` (in normal form) among `rows`. Outbox rows of `deletedLeads`
 * count as well: after a deletion, a mail of a lead that is gone must be gone too.
 */
export function planForget(rows: AddressRows, email: string, deletedLeads: Iterable<string> = []): ForgetPlan {
  const inquiries = rows.inquiries.filter((r) => same(r.contact_email, email)).map((r) => String(r.id));
  const referrals = rows.referrals
    .filter((r) => same(r.email, email) || same(r.referral_email, email))
    .map((r) => ({ id: String(r.id), role: same(r.email, email) ? ("referrer" as const) : ("referred" as const) }));
  const subscribers = rows.subscribers.filter((r) => same(r.email, email)).map((r) => String(r.id));
  const leads = new Set([...deletedLeads, ...inquiries, ...referrals.map((r) => r.id), ...subscribers]);
  const outboxByLead: string[] = [];
  const outboxByContent: string[] = [];
  for (const row of rows.outbox) {
    if (leads.has(String(row.lead_id))) outboxByLead.push(String(row.id));
    else if (
      String(row.recipient ?? "")
        .split(",")
        .some((recipient) => same(recipient, email)) ||
      messageHolds(row.message, email) ||
      messageHolds(row.subject, email)
    )
      outboxByContent.push(String(row.id));
  }
  return { inquiries, referrals, subscribers, outboxByLead, outboxByContent };
}

/** The rows still holding the address per table, for the check after deleting: empty when none. */
export function survivors(plan: ForgetPlan): [table: string, ids: string[]][] {
  return (
    [
      ["project_inquiries", plan.inquiries],
      ["referrals", plan.referrals.map((r) => r.id)],
      ["newsletter_subscribers", plan.subscribers],
      ["outbox", [...plan.outboxByLead, ...plan.outboxByContent]],
    ] as [string, string[]][]
  ).filter(([, ids]) => ids.length > 0);
}

/** What `forget` changes per table: the plan as ids per statement. */
export interface Erasure {
  outbox: string[];
  inquiries: string[];
  /** Referrals that go: the address is the referrer's. */
  referrals: string[];
  subscribers: string[];
  /** Referrals that stay for the referrer's claim: the address is the referred person's. */
  anonymise: string[];
}

/**
 * The plan as statements: a referral goes when the address is its referrer's; when it is
 * only the referred person's, the row stays (the referrer's claim) without their data.
 * Either way the referral's mails go, as each of them names the referred person.
 */
export function erasureOf(plan: ForgetPlan): Erasure {
  return {
    outbox: [...plan.outboxByLead, ...plan.outboxByContent],
    inquiries: plan.inquiries,
    referrals: plan.referrals.filter((r) => r.role === "referrer").map((r) => r.id),
    subscribers: plan.subscribers,
    anonymise: plan.referrals.filter((r) => r.role === "referred").map((r) => r.id),
  };
}

export const isEmptyErasure = (e: Erasure) =>
  e.outbox.length + e.inquiries.length + e.referrals.length + e.subscribers.length + e.anonymise.length === 0;

/** The count per table, as `forget` prints it before (a preview) or after erasing. */
export function erasureLines(e: Erasure, byContent: number): string[] {
  const referrals = e.referrals.length + e.anonymise.length;
  const parts = [
    e.referrals.length ? `${e.referrals.length} as referrer: deleted` : "",
    e.anonymise.length ? `${e.anonymise.length} as referred: anonymised` : "",
  ].filter(Boolean);
  return [
    `  project_inquiries       ${e.inquiries.length}`,
    `  referrals               ${referrals}${parts.length ? ` (${parts.join("; ")})` : ""}`,
    `  newsletter_subscribers  ${e.subscribers.length}`,
    `  outbox                  ${e.outbox.length}${byContent ? ` (${byContent} addressed to it or naming it in the message)` : ""}`,
    "  consents                0 (anonymous: they hold no address)",
    "  funnel_counts           0 (counts only: they hold no address)",
  ];
}

/**
 * What staff must know before a referral's row goes or loses the referred person: a won
 * referral's reward is still owed, a rewarded one's payment is on record elsewhere.
 */
export function rewardWarnings(e: Erasure, statusOf: (id: string) => string): string[] {
  const warnings: string[] = [];
  for (const id of e.anonymise) {
    const status = statusOf(id);
    if (status === "won")
      warnings.push(
        `${id} is won: the reward is still owed to its referrer, whose row and claim stay (only the referred person is removed).`,
      );
    if (status === "rewarded") warnings.push(`${id} is rewarded: its referrer's row and claim stay (only the referred person is removed).`);
  }
  for (const id of e.referrals) {
    const status = statusOf(id);
    if (status === "won")
      warnings.push(
        `${id} is won and the person erased is its referrer: the reward is still owed to them, and this row was its record. Note the debt outside this database before you pay it.`,
      );
    if (status === "rewarded")
      warnings.push(`${id} is rewarded and the person erased is its referrer: the payment's record belongs in the accounts, not here.`);
  }
  return warnings;
}

/** Where the address may still be after `forget`: nothing the CLI can reach. */
export const COPIES_REMAIN =
  "Copies outside this database are not erased: the notification mails in the agency's mailbox, CSV or JSON exports made earlier, and D1 Time Travel, which can restore the database as it was for up to 30 days. Delete what your erasure procedure asks for there.";
