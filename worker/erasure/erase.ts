/**
 * Erasing a person by address: plan on one snapshot of every declared place, erase in one
 * transaction, then read again to prove nothing holding the address is left. Shared by the
 * staff inbox and the staff CLI, so no D1 types here: each passes its own statement runner.
 */
import { erasureDone, forgetDeleteQueries, forgetReadQueries } from "../db/erasure/statements/erasure-queries.ts";
import type { Erasure } from "../db/erasure/statements/erasure-shape.ts";
import type { RunQueries } from "../db/system/statements/query.ts";
import { mailboxHash } from "../db/visitors/statements/mailbox-hash.ts";
import { erasureOf, isEmptyErasure, survivors } from "./erasure.ts";
import { type ForgetPlan, planForget } from "./plan.ts";
import { type AddressRows, addressRowsOf } from "./rows.ts";

/** What erasing an address would change: the rows read, the plan, its statements' ids, and the Cal.com uids of its bookings. */
export interface ErasurePlan {
  rows: AddressRows;
  plan: ForgetPlan;
  erasure: Erasure;
  /** Cal.com keeps its own copy of a booking: staff cancel these there by hand. */
  bookingUids: string[];
}

/** Every row of every declared place, read in one batch (one snapshot). */
async function readAddressRows(run: RunQueries): Promise<AddressRows> {
  return addressRowsOf(await run(forgetReadQueries()));
}

/** Plans the erasure of `email` (in normal form). */
export async function planErasure(run: RunQueries, email: string): Promise<ErasurePlan> {
  const rows = await readAddressRows(run);
  const plan = planForget(rows, email, [], await mailboxHash(email));
  const erasure = erasureOf(plan);
  const planned = new Set(erasure.bookings ?? []);
  const bookingUids = [...new Set((rows.bookings ?? []).filter((r) => planned.has(String(r.id))).map((r) => String(r.uid)))];
  return { rows, plan, erasure, bookingUids };
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
export async function runErasure(run: RunQueries, email: string, planned: ErasurePlan): Promise<ErasureOutcome> {
  const { erasure } = planned;
  if (isEmptyErasure(erasure)) return { done: erasure, left: [] };
  const done = erasureDone(erasure, await run(forgetDeleteQueries(erasure)));
  const touched = [...erasure.inquiries, ...erasure.referrals, ...erasure.anonymise, ...erasure.subscribers];
  const left = survivors(planForget(await readAddressRows(run), email, touched, await mailboxHash(email)));
  return { done, left };
}
