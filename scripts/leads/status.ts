/**
 * The lifecycles of referrals and inquiries: which state a lead may move to from which,
 * and in words why not. The UPDATE that moves a lead is guarded by `allowedFrom`, derived
 * from the same rules, so what the CLI explains and what the database does always agree.
 */
import { referralStatuses } from "../../contract/options.ts";

/**
 * Inquiry lifecycle: "new" at insert (the column's default), then forward only, lost from
 * anywhere not final. "cancelled" (a booked call cancelled; only the calendar sets it) is
 * outside the forward order, so from it staff may set contacted, won or lost.
 */
export const inquiryStatuses = ["new", "contacted", "booked", "cancelled", "won", "lost"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export interface Lifecycle<Target extends string> {
  /** What a lead of this kind is called in messages: "referral". */
  noun: string;
  /** Every state it can be in, as the table's CHECK allows them. */
  states: readonly string[];
  /** The forward order; a lead may skip states but never go back. */
  forward: readonly string[];
  /** States nothing leaves. */
  final: readonly string[];
  /** States reachable from any state that is not final (out of the forward order). */
  exits: readonly string[];
  /** A state only reachable from one other state: rewarded only from won. */
  onlyFrom?: Partial<Record<Target, string>>;
  /** The states staff may set by hand. */
  targets: readonly Target[];
}

export const REFERRAL_TARGETS = ["contacted", "won", "rewarded", "declined"] as const;
export type ReferralTarget = (typeof REFERRAL_TARGETS)[number];

export const referralLifecycle: Lifecycle<ReferralTarget> = {
  noun: "referral",
  states: referralStatuses,
  forward: ["new", "contacted", "won", "rewarded"],
  final: ["rewarded", "declined"],
  exits: ["declined"],
  onlyFrom: { rewarded: "won" },
  targets: REFERRAL_TARGETS,
};

// "booked" and "cancelled" are not among them: they record that the visitor booked (or
// cancelled) a call, a fact the booking itself reports, not something staff decide.
export const INQUIRY_TARGETS = ["contacted", "won", "lost"] as const;
export type InquiryTarget = (typeof INQUIRY_TARGETS)[number];

export const inquiryLifecycle: Lifecycle<InquiryTarget> = {
  noun: "inquiry",
  states: inquiryStatuses,
  forward: ["new", "contacted", "booked", "won"],
  final: ["won", "lost"],
  exits: ["lost"],
  targets: INQUIRY_TARGETS,
};

/** Why a lead may not move from `from` to `to`, or null when it may. */
export function lifecycleRefusal<T extends string>(lifecycle: Lifecycle<T>, from: string, to: T): string | null {
  if (from === to) return `it is already ${to}`;
  if (lifecycle.final.includes(from)) return `it is ${from}, a final state`;
  if (!lifecycle.states.includes(from)) return `its stored state "${from}" is unknown`;
  if (lifecycle.exits.includes(to)) return null;
  const required = lifecycle.onlyFrom?.[to];
  if (required !== undefined && from !== required) return `only a ${required} ${lifecycle.noun} can be ${to}, and this one is ${from}`;
  if (lifecycle.forward.indexOf(to) < lifecycle.forward.indexOf(from))
    return `it is ${from}, and states only move forward (${lifecycle.forward.join(" > ")})`;
  return null;
}

/** The states a lead may come from to reach `to`, derived from `lifecycleRefusal` so both agree. */
export function lifecycleAllowedFrom<T extends string>(lifecycle: Lifecycle<T>, to: T): string[] {
  return lifecycle.states.filter((from) => lifecycleRefusal(lifecycle, from, to) === null);
}
