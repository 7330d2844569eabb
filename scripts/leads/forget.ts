/**
 * What `forget` must delete for one address, decided in JavaScript on rows read in full:
 * stored addresses may predate normalisation (`ÄNNA@X.DE`, or `a` + U+0308), and SQLite's
 * `lower()` folds only A-Z, so no SQL comparison can be trusted to find them all.
 */
import { createHash } from "node:crypto";
import { domainToUnicode } from "node:url";
import { asciiDomain, mailboxKey, normalizeEmail } from "../../contract/email.ts";
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import { personalColumns } from "../../contract/retention.ts";
import type { Row } from "./d1.ts";
import type { StaffRow } from "./sql.ts";

/** The rows that can hold an address, as `forgetReadSql` returns them. */
export interface AddressRows {
  inquiries: Row[];
  referrals: Row[];
  subscribers: Row[];
  outbox: Row[];
  /** Calendar bookings: their inquiry and (when unmatched) the attendee's address. Absent: none read. */
  bookings?: Row[];
  /** Funnel counters with their campaign. Absent: none read. */
  funnel?: Row[];
  /** Mailbox caps: the hash of a mailbox per purpose. Absent: none read. */
  caps?: Row[];
  /** Staff notes (`body`) and history (`detail`), each with its lead. Absent: none read. */
  notes?: Row[];
  history?: Row[];
}

/** A funnel counter's key: what `forget` moves to the `(redacted)` campaign. */
export interface FunnelKey {
  day: string;
  source: string;
  campaign: string;
  lang: string;
  event: string;
  step: number;
  count: number;
}

/** One lead of someone else whose free text mentions the address: its columns with the mention replaced. */
export interface Redaction {
  table: "project_inquiries" | "referrals";
  id: string;
  columns: Record<string, string>;
}

/** Ids to delete per table, and why each outbox row goes. */
export interface ForgetPlan {
  /** Leads that stay but mention the address in free text: the mention becomes `[removed]`. */
  redactions: Redaction[];
  /** Every lead that stays and still mentions the address in free text (the final check). */
  mentions: { table: string; id: string }[];
  inquiries: string[];
  referrals: { id: string; role: "referrer" | "referred" }[];
  subscribers: string[];
  /** Outbox rows of the leads above (whatever their recipient). */
  outboxByLead: string[];
  /** Outbox rows to or about the address whose lead is not deleted (or already gone). */
  outboxByContent: string[];
  /** Calendar bookings of the inquiries above, or unmatched ones whose attendee is the address (when bookings were read). */
  bookings?: string[];
  /** Funnel counters whose campaign holds the address (when read). */
  funnel?: FunnelKey[];
  /** The mailbox's cap hashes (when read). */
  caps?: string[];
  /** Staff notes and history of the erased leads (deleted), and others' that mention it (replaced). */
  staff?: StaffErasure;
}

/** What forget changes in the staff's own tables. */
export interface StaffErasure {
  deletes: StaffRow[];
  redacts: (StaffRow & { value: string })[];
}

// One mailbox, however it is spelled: case, Unicode form, +tag, Gmail dots, IDNA.
const same = (stored: unknown, email: string) => typeof stored === "string" && mailboxKey(stored) === mailboxKey(email);

/**
 * The spellings of `email` that free text and stored messages can hold it in: as given
 * (normalised), and with its domain in ASCII (punycode) and in Unicode.
 */
export function spellingsOf(email: string): string[] {
  const normal = normalizeEmail(email);
  const at = normal.lastIndexOf("@");
  if (at < 0) return [normal];
  const [local, domain] = [normal.slice(0, at), normal.slice(at + 1)];
  const unicode = domainToUnicode(asciiDomain(domain)) || domain;
  return [...new Set([normal, `${local}@${asciiDomain(domain)}`, `${local}@${normalizeEmail(unicode)}`])];
}

/** What `mailbox_caps.mailbox` holds for `email` (worker/db/mailbox-caps.ts: SHA-256 of the mailbox key). */
export function capHash(email: string): string {
  return createHash("sha256").update(mailboxKey(email)).digest("hex");
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
    .filter((p) => p.table === table && (p.match === "free-text" || p.match === "json"))
    .map((p) => p.column);
}

const JSON_COLUMNS = new Set(
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
function redactJson(text: string, email: string, names: readonly string[]): string | undefined {
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

/** True when a free-text or JSON value holds `email` in any case, Unicode form or domain spelling. */
const mentions = (value: unknown, email: string) => messageHolds(value, email);

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
  const deleted = new Set([...inquiries, ...referrals.filter((r) => r.role === "referrer").map((r) => r.id), ...deletedLeads]);
  const anonymised = new Set(referrals.filter((r) => r.role === "referred").map((r) => r.id));
  const { redactions, mentioned } = othersMentions(rows, email, deleted, anonymised);
  const bookings = rows.bookings?.filter((r) => leads.has(String(r.lead_id)) || same(r.attendee_email, email)).map((r) => String(r.id));
  const funnel = rows.funnel?.filter((r) => r.campaign !== REDACTED_FUNNEL_VALUE && mentions(r.campaign, email)).map(funnelKey);
  const hash = capHash(email);
  const caps = rows.caps?.some((r) => r.mailbox === hash) ? [hash] : rows.caps ? [] : undefined;
  const staff = rows.notes || rows.history ? staffErasure(rows, email, leads) : undefined;
  return {
    redactions,
    mentions: mentioned,
    inquiries,
    referrals,
    subscribers,
    outboxByLead,
    outboxByContent,
    ...(bookings ? { bookings } : {}),
    ...(funnel ? { funnel } : {}),
    ...(caps ? { caps } : {}),
    ...(staff ? { staff } : {}),
  };
}

/** The staff rows of `leads` (which go with them), and the others' with the address replaced. */
function staffErasure(rows: AddressRows, email: string, leads: ReadonlySet<string>): StaffErasure {
  const erasure: StaffErasure = { deletes: [], redacts: [] };
  const tables = [
    ["lead_notes", "body", rows.notes ?? [], redactMention],
    ["lead_history", "detail", rows.history ?? [], redactJson],
  ] as const;
  for (const [table, column, tableRows, redact] of tables) {
    for (const row of tableRows) {
      const id = String(row.id);
      if (leads.has(String(row.lead_id))) erasure.deletes.push({ table, id });
      else if (mentions(row[column], email)) {
        const value = redact(String(row[column]), email, []);
        if (value !== undefined) erasure.redacts.push({ table, id, value });
      }
    }
  }
  return erasure;
}

/** The person's own names, as typed next to their address in their own leads. */
function ownNames(rows: AddressRows, email: string): string[] {
  const names = new Set<string>();
  for (const r of rows.inquiries) if (same(r.contact_email, email) && typeof r.contact_name === "string") names.add(r.contact_name);
  for (const r of rows.referrals) {
    if (same(r.email, email) && typeof r.name === "string") names.add(r.name);
    if (same(r.referral_email, email) && typeof r.referral_name === "string") names.add(r.referral_name);
  }
  return [...names];
}

/** The leads that stay (not `deleted`) but mention the address, with the mention replaced in each text or JSON column. */
function othersMentions(
  rows: AddressRows,
  email: string,
  deleted: ReadonlySet<string>,
  anonymised: ReadonlySet<string>,
): { redactions: Redaction[]; mentioned: { table: string; id: string }[] } {
  const names = ownNames(rows, email);
  const redactions: Redaction[] = [];
  const mentioned: { table: string; id: string }[] = [];
  const tables = [
    ["project_inquiries", rows.inquiries],
    ["referrals", rows.referrals],
  ] as const;
  for (const [table, tableRows] of tables) {
    for (const row of tableRows) {
      const id = String(row.id);
      if (deleted.has(id)) continue;
      const columns: Record<string, string> = {};
      let mentionsIt = false;
      for (const column of FREE_TEXT_COLUMNS[table]) {
        // An anonymised referral's referred-person fields become [removed] as a whole.
        if (anonymised.has(id) && column.startsWith("referral_")) continue;
        const value = row[column];
        if (!mentions(value, email)) continue;
        mentionsIt = true;
        const redact = JSON_COLUMNS.has(`${table}.${column}`) ? redactJson : redactMention;
        const redacted = redact(String(value), email, names);
        if (redacted !== undefined) columns[column] = redacted;
      }
      if (mentionsIt) mentioned.push({ table, id });
      if (Object.keys(columns).length > 0) redactions.push({ table, id, columns });
    }
  }
  return { redactions, mentioned };
}

const funnelKey = (r: Row): FunnelKey => ({
  day: String(r.day),
  source: String(r.source),
  campaign: String(r.campaign),
  lang: String(r.lang),
  event: String(r.event),
  step: Number(r.step),
  count: Number(r.count),
});

/** The rows still holding the address per table, for the check after deleting: empty when none. */
export function survivors(plan: ForgetPlan): [table: string, ids: string[]][] {
  return (
    [
      ["project_inquiries", plan.inquiries],
      ["referrals", plan.referrals.map((r) => r.id)],
      ["newsletter_subscribers", plan.subscribers],
      ["outbox", [...plan.outboxByLead, ...plan.outboxByContent]],
      ["bookings", plan.bookings ?? []],
      ["funnel_counts (campaign)", (plan.funnel ?? []).map((k) => `${k.day} ${k.source} ${k.event}`)],
      ["mailbox_caps", plan.caps ?? []],
      [
        "lead_notes",
        [...(plan.staff?.deletes ?? []), ...(plan.staff?.redacts ?? [])].filter((r) => r.table === "lead_notes").map((r) => r.id),
      ],
      [
        "lead_history",
        [...(plan.staff?.deletes ?? []), ...(plan.staff?.redacts ?? [])].filter((r) => r.table === "lead_history").map((r) => r.id),
      ],
      ["project_inquiries (free text)", plan.mentions.filter((m) => m.table === "project_inquiries").map((m) => m.id)],
      ["referrals (free text)", plan.mentions.filter((m) => m.table === "referrals").map((m) => m.id)],
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
  /** Leads of others that stay with their mention of the address replaced. */
  redact: Redaction[];
  /** Calendar bookings of the erased inquiries, or unmatched ones of the address. */
  bookings?: string[];
  /** Funnel counters whose campaign holds the address: their counts move to `(redacted)`. */
  funnel?: FunnelKey[];
  /** The mailbox's cap hashes. */
  caps?: string[];
  /** Staff notes and history to delete or redact. */
  staff?: StaffErasure;
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
    redact: plan.redactions,
    ...(plan.bookings ? { bookings: plan.bookings } : {}),
    ...(plan.funnel ? { funnel: plan.funnel } : {}),
    ...(plan.caps ? { caps: plan.caps } : {}),
    ...(plan.staff ? { staff: plan.staff } : {}),
  };
}

export const isEmptyErasure = (e: Erasure) =>
  e.outbox.length +
    e.inquiries.length +
    e.referrals.length +
    e.subscribers.length +
    e.anonymise.length +
    e.redact.length +
    (e.bookings?.length ?? 0) +
    (e.funnel?.length ?? 0) +
    (e.caps?.length ?? 0) +
    (e.staff?.deletes.length ?? 0) +
    (e.staff?.redacts.length ?? 0) ===
  0;

/** The count per table, as `forget` prints it before (a preview) or after erasing. */
export function erasureLines(e: Erasure, byContent: number): string[] {
  const referrals = e.referrals.length + e.anonymise.length;
  const parts = [
    e.referrals.length ? `${e.referrals.length} as referrer: deleted` : "",
    e.anonymise.length ? `${e.anonymise.length} as referred: anonymised` : "",
  ].filter(Boolean);
  const redacted = (table: Redaction["table"]) => {
    const n = e.redact.filter((r) => r.table === table).length;
    return n ? ` (+ ${n} of someone else mentioning it: mention replaced by ${REMOVED_MENTION}, lead kept)` : "";
  };
  return [
    `  project_inquiries       ${e.inquiries.length}${redacted("project_inquiries")}`,
    `  referrals               ${referrals}${parts.length ? ` (${parts.join("; ")})` : ""}${redacted("referrals")}`,
    `  newsletter_subscribers  ${e.subscribers.length}`,
    `  outbox                  ${e.outbox.length}${byContent ? ` (${byContent} addressed to it or naming it in the message)` : ""}`,
    "  consents                0 (anonymous: they hold no address)",
    `  funnel_counts           ${e.funnel?.length ?? 0}${e.funnel?.length ? ` (campaign holding it: counted under ${REDACTED_FUNNEL_VALUE})` : " (counts only: no campaign holds it)"}`,
    // Only when there are any: most erasures touch no booking or cap.
    ...(e.bookings?.length ? [`  bookings                ${e.bookings.length} (calls booked through the calendar)`] : []),
    ...(e.caps?.length ? [`  mailbox_caps            ${e.caps.length} (the hash that limits mails to the mailbox)`] : []),
    ...(e.staff && e.staff.deletes.length + e.staff.redacts.length > 0
      ? [`  staff notes, history    ${e.staff.deletes.length} deleted with their lead, ${e.staff.redacts.length} mentioning it: replaced`]
      : []),
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
