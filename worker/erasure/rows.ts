/**
 * The rows erasure decides on: every row of every place that can hold a person's data, as
 * one read of the erasure's read statements (worker/db/erasure/statements/erasure-queries.ts) answers them, by
 * place. The Worker and the staff CLI read alike, so both plan on the same shape.
 */

import type { FunnelKey } from "../db/erasure/statements/erasure-shape.ts";

/** One row as D1 answers it. */
export type Row = Record<string, unknown>;

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
 * list them (`forgetReadQueries`), by place.
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

export const funnelKey = (r: Row): FunnelKey => ({
  day: String(r.day),
  source: String(r.source),
  campaign: String(r.campaign),
  lang: String(r.lang),
  event: String(r.event),
  step: Number(r.step),
  count: Number(r.count),
});
