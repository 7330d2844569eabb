import { bindQuery } from "./bind-query.ts";
import {
  type AddressRows,
  addressRowsOf,
  type Erasure,
  erasureOf,
  type ForgetPlan,
  isEmptyErasure,
  planForget,
  type Row,
  survivors,
} from "./erasure-plan.ts";
import { erasureDone, forgetDeleteQueries, forgetReadQueries } from "./erasure-queries.ts";
import { mailboxHash } from "./mailbox-hash.ts";

/** Every row of every declared place, read in one batch (one snapshot). */
async function readAddressRows(db: D1Database): Promise<AddressRows> {
  const results = await db.batch<Row>(forgetReadQueries().map((q) => bindQuery(db, q)));
  return addressRowsOf(results.map((r) => r.results));
}

/** What erasing `email` would change, and the Cal.com uids of its bookings (which staff cancel there by hand). */
export interface ErasurePlan {
  plan: ForgetPlan;
  erasure: Erasure;
  bookingUids: string[];
}

/** Plans the erasure of `email` (in normal form) as the staff CLI's `forget` does. */
export async function planErasure(db: D1Database, email: string): Promise<ErasurePlan> {
  const rows = await readAddressRows(db);
  const plan = planForget(rows, email, [], await mailboxHash(email));
  const erasure = erasureOf(plan);
  const planned = new Set(erasure.bookings ?? []);
  const bookingUids = [...new Set((rows.bookings ?? []).filter((r) => planned.has(String(r.id))).map((r) => String(r.uid)))];
  return { plan, erasure, bookingUids };
}

/** What an erasure changed, and the places still holding the address after it (empty when it worked). */
export interface ErasureOutcome {
  done: Erasure;
  left: [table: string, ids: string[]][];
}

/**
 * Erases what `planned` found, in one batch (one transaction), then reads every declared
 * place again: `left` names what still holds the address.
 */
export async function runErasure(db: D1Database, email: string, planned: ErasurePlan): Promise<ErasureOutcome> {
  const { erasure } = planned;
  if (isEmptyErasure(erasure)) return { done: erasure, left: [] };
  const results = await db.batch<Row>(forgetDeleteQueries(erasure).map((q) => bindQuery(db, q)));
  const done = erasureDone(
    erasure,
    results.map((r) => r.results),
  );
  const touched = [...erasure.inquiries, ...erasure.referrals, ...erasure.anonymise, ...erasure.subscribers];
  const left = survivors(planForget(await readAddressRows(db), email, touched, await mailboxHash(email)));
  return { done, left };
}
