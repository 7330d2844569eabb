/**
 * What erasure changes for one address, decided on rows read in full: the person's own
 * leads go, referrals naming them stay for the referrer without their data, others' leads
 * keep their row with the mention replaced, and mails, bookings, counters, caps and staff
 * rows follow. The SQL that carries a plan out is in worker/db/erasure/statements/erasure-queries.ts.
 */
import { REDACTED_FUNNEL_VALUE } from "../../contract/funnel/wire.ts";
import type { FunnelKey, Redaction, StaffErasure } from "../db/erasure/statements/erasure-shape.ts";
import { messageHolds, same } from "./match.ts";
import { othersMentions, rowHolds } from "./mentions.ts";
import { type AddressRows, funnelKey, type Row } from "./rows.ts";
import { staffErasure } from "./staff-rows.ts";

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

/** The person's own leads: inquiries and subscriptions by their address; referrals they made or were named in. */
function ownLeads(rows: AddressRows, email: string) {
  const inquiries = rows.inquiries.filter((r) => rowHolds(r, "project_inquiries", email)).map((r) => String(r.id));
  const referrals = rows.referrals
    .filter((r) => rowHolds(r, "referrals", email) || rowHolds(r, "referrals", email, "second"))
    .map((r) => ({ id: String(r.id), role: rowHolds(r, "referrals", email) ? ("referrer" as const) : ("referred" as const) }));
  const subscribers = rows.subscribers.filter((r) => rowHolds(r, "newsletter_subscribers", email)).map((r) => String(r.id));
  return { inquiries, referrals, subscribers };
}

/** The outbox rows of `leads`, and those addressed to or naming the address whatever their lead. */
function outboxRows(outbox: readonly Row[], email: string, leads: ReadonlySet<string>) {
  const outboxByLead: string[] = [];
  const outboxByContent: string[] = [];
  for (const row of outbox) {
    const addressed = String(row.recipient ?? "")
      .split(",")
      .some((recipient) => same(recipient, email));
    if (leads.has(String(row.lead_id))) outboxByLead.push(String(row.id));
    else if (addressed || messageHolds(row.message, email) || messageHolds(row.subject, email)) outboxByContent.push(String(row.id));
  }
  return { outboxByLead, outboxByContent };
}

/** The places besides leads and mails, each only when it was read: bookings, funnel counters, caps. */
function sideRows(rows: AddressRows, email: string, leads: ReadonlySet<string>, mailboxHash: string | undefined) {
  const bookings = rows.bookings?.filter((r) => leads.has(String(r.lead_id)) || same(r.attendee_email, email)).map((r) => String(r.id));
  const funnel = rows.funnel?.filter((r) => r.campaign !== REDACTED_FUNNEL_VALUE && messageHolds(r.campaign, email)).map(funnelKey);
  // The hash once per row it has (one per kind of capped mail), so the preview counts the rows the erasure deletes.
  const caps =
    rows.caps && mailboxHash !== undefined ? rows.caps.filter((r) => r.mailbox === mailboxHash).map(() => mailboxHash) : undefined;
  return { ...(bookings ? { bookings } : {}), ...(funnel ? { funnel } : {}), ...(caps ? { caps } : {}) };
}

/**
 * What to delete for `email` (in normal form) among `rows`. Outbox rows of `deletedLeads`
 * count as well: after a deletion, a mail of a lead that is gone must be gone too.
 * `mailboxHash` (the address's hash in the caps table) finds its caps when read.
 */
export function planForget(rows: AddressRows, email: string, deletedLeads: Iterable<string> = [], mailboxHash?: string): ForgetPlan {
  const own = ownLeads(rows, email);
  const earlier = [...deletedLeads];
  const leads = new Set([...earlier, ...own.inquiries, ...own.referrals.map((r) => r.id), ...own.subscribers]);
  const referrers = own.referrals.filter((r) => r.role === "referrer").map((r) => r.id);
  const deleted = new Set([...own.inquiries, ...referrers, ...earlier]);
  const anonymised = new Set(own.referrals.filter((r) => r.role === "referred").map((r) => r.id));
  const { redactions, mentioned } = othersMentions(rows, email, deleted, anonymised);
  // A work row goes with a lead this plan deletes, or one already gone; a kept lead keeps it.
  const present = new Set([...rows.inquiries, ...rows.referrals].map((r) => String(r.id)));
  const gone = new Set([...own.inquiries, ...referrers, ...earlier.filter((id) => !present.has(id))]);
  const staff = rows.notes || rows.history || rows.work ? staffErasure(rows, email, leads, gone) : undefined;
  return {
    redactions,
    mentions: mentioned,
    ...own,
    ...outboxRows(rows.outbox, email, leads),
    ...sideRows(rows, email, leads, mailboxHash),
    ...(staff ? { staff } : {}),
  };
}
