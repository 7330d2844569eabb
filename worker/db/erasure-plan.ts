/**
 * What erasure changes for one address: which rows of which tables go, which leads of
 * others keep their row with the mention replaced, which staff notes and history go with
 * their lead. Decided on rows read in full (see erasure-match.ts); the statements that carry
 * it out are in erasure-queries.ts. The staff inbox and the staff CLI both plan with this.
 */
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel.ts";
import type { RetainedTable } from "../../contract/retention.ts";
import type { ErasureCounts } from "../../contract/staff.ts";
import {
  declaredColumns,
  FREE_TEXT_COLUMNS,
  JSON_COLUMNS,
  messageHolds,
  redactJson,
  redactMention,
  same,
  secondPersonColumns,
} from "./erasure-match.ts";

/** One row as D1 answers it. */
export type Row = Record<string, unknown>;

/** A row of the staff's own tables that names a lead (a `lead_work` row is named by its lead's id). */
export interface StaffRow {
  table: "lead_notes" | "lead_history" | "lead_work";
  id: string;
}

/** The rows that can hold an address, as `forgetReadQueries` returns them. */
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
  /** The staff's work rows (`next_step_text`), each with its lead. Absent: none read. */
  work?: Row[];
}

/**
 * The rows of one read of every declared place, in the order the erasure's read queries
 * list them (`forgetReadQueries`), by place: the Worker and the CLI read alike.
 */
export function addressRowsOf(results: readonly (readonly Row[] | undefined)[]): AddressRows {
  const [
    inquiries = [],
    referrals = [],
    subscribers = [],
    outbox = [],
    bookings = [],
    funnel = [],
    caps = [],
    notes = [],
    history = [],
    work = [],
  ] = results.map((rows) => (rows ? [...rows] : []));
  return { inquiries, referrals, subscribers, outbox, bookings, funnel, caps, notes, history, work };
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
  /** The mailbox's cap hash, once per cap row (when read). */
  caps?: string[];
  /** Staff notes and history of the erased leads (deleted), and others' that mention it (replaced). */
  staff?: StaffErasure;
}

/** What forget changes in the staff's own tables. */
export interface StaffErasure {
  deletes: StaffRow[];
  redacts: (StaffRow & { value: string })[];
}

/** True when a free-text or JSON value holds `email` in any case, Unicode form or domain spelling. */
const mentions = (value: unknown, email: string) => messageHolds(value, email);

/**
 * What to delete for `email` (in normal form) among `rows`. Outbox rows of `deletedLeads`
 * count as well: after a deletion, a mail of a lead that is gone must be gone too.
 * `mailboxHash` (mailbox-caps.ts's `mailboxHash` of the address) finds its caps when read.
 */
export function planForget(rows: AddressRows, email: string, deletedLeads: Iterable<string> = [], mailboxHash?: string): ForgetPlan {
  const inquiries = rows.inquiries.filter((r) => holdsAddress(r, "project_inquiries", email)).map((r) => String(r.id));
  const referrals = rows.referrals
    .filter((r) => holdsAddress(r, "referrals", email) || holdsAddress(r, "referrals", email, "second"))
    .map((r) => ({ id: String(r.id), role: holdsAddress(r, "referrals", email) ? ("referrer" as const) : ("referred" as const) }));
  const subscribers = rows.subscribers.filter((r) => holdsAddress(r, "newsletter_subscribers", email)).map((r) => String(r.id));
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
  // The hash once per row it has (one per kind of capped mail), so the preview counts the rows the erasure deletes.
  const caps =
    rows.caps && mailboxHash !== undefined ? rows.caps.filter((r) => r.mailbox === mailboxHash).map(() => mailboxHash) : undefined;
  // A work row goes with a lead this plan deletes, or one already gone; a kept lead keeps it.
  const present = new Set([...rows.inquiries, ...rows.referrals].map((r) => String(r.id)));
  const gone = new Set([...inquiries, ...referrals.filter((r) => r.role === "referrer").map((r) => r.id)]);
  for (const id of deletedLeads) if (!present.has(id)) gone.add(id);
  const staff = rows.notes || rows.history || rows.work ? staffErasure(rows, email, leads, gone) : undefined;
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

/**
 * The staff rows of `leads` (which go with them), and the others' with the address replaced.
 * A work row holds a referrer's reward bookkeeping, so it goes only with a lead that is
 * `gone`; an anonymised referral keeps it without the next step's text.
 */
function staffErasure(rows: AddressRows, email: string, leads: ReadonlySet<string>, gone: ReadonlySet<string>): StaffErasure {
  const erasure: StaffErasure = { deletes: [], redacts: [] };
  for (const row of rows.work ?? []) {
    const id = String(row.lead_id);
    if (gone.has(id)) erasure.deletes.push({ table: "lead_work", id });
    else if (leads.has(id) && row.next_step_text) erasure.redacts.push({ table: "lead_work", id, value: "" });
    else if (mentions(row.next_step_text, email)) {
      const value = redactMention(String(row.next_step_text), email, []);
      if (value !== undefined) erasure.redacts.push({ table: "lead_work", id, value });
    }
  }
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

/** Whether `row` holds `email` in an address column the declaration gives `person` in `table`. */
function holdsAddress(row: Row, table: RetainedTable, email: string, person: "own" | "second" = "own"): boolean {
  return declaredColumns(table, "address", person).some((column) => same(row[column], email));
}

/** The person's own names, as typed next to their address in their own leads. */
function ownNames(rows: AddressRows, email: string): string[] {
  const names = new Set<string>();
  const leads = [
    ["project_inquiries", rows.inquiries],
    ["referrals", rows.referrals],
  ] as const;
  for (const [table, tableRows] of leads)
    for (const person of ["own", "second"] as const)
      for (const row of tableRows.filter((r) => holdsAddress(r, table, email, person)))
        for (const column of declaredColumns(table, "name", person)) if (typeof row[column] === "string") names.add(row[column]);
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
        if (anonymised.has(id) && secondPersonColumns(table).includes(column)) continue;
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
      [
        "lead_work",
        [...(plan.staff?.deletes ?? []), ...(plan.staff?.redacts ?? [])].filter((r) => r.table === "lead_work").map((r) => r.id),
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

/** What erasure changes, counted per place: the preview and the report of the staff inbox. */
export function erasureCounts(e: Erasure): ErasureCounts {
  const staff = [...(e.staff?.deletes ?? []), ...(e.staff?.redacts ?? [])];
  return {
    project_inquiries: e.inquiries.length,
    referrals: e.referrals.length,
    referrals_anonymised: e.anonymise.length,
    mentions_replaced: e.redact.length,
    newsletter_subscribers: e.subscribers.length,
    outbox: e.outbox.length,
    bookings: e.bookings?.length ?? 0,
    funnel_counts: e.funnel?.length ?? 0,
    mailbox_caps: e.caps?.length ?? 0,
    lead_notes: staff.filter((r) => r.table === "lead_notes").length,
    lead_history: staff.filter((r) => r.table === "lead_history").length,
    lead_work: staff.filter((r) => r.table === "lead_work").length,
  };
}
