/**
 * The lead and subscriber lifecycles. The SQL that moves a lead is guarded by
 * `lifecycleAllowedFrom`, derived from the same rules, so what staff are told and what the
 * database does always agree.
 */
import type { MessageDescriptor } from "@lingui/core";

/** Inquiry: forward only, lost from anywhere not final; from "cancelled" (the calendar's) staff may go to contacted, won or lost. */
export const inquiryStatuses = ["new", "contacted", "booked", "cancelled", "won", "lost"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** The inquiry statuses by name, for the Worker's SQL that moves an inquiry when its call is booked or cancelled. */
export const inquiryStatus = {
  new: "new",
  contacted: "contacted",
  booked: "booked",
  cancelled: "cancelled",
  won: "won",
  lost: "lost",
} as const satisfies Record<InquiryStatus, InquiryStatus>;

/** Referral lifecycle: "new" at insert, then forward only (declined from anywhere not final). */
export const referralStatuses = ["new", "contacted", "won", "rewarded", "declined"] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** The statuses in words. Plain descriptors with explicit ids: the CLI runs without the Lingui macro. */
export const statusLabels: Readonly<Record<InquiryStatus | ReferralStatus, MessageDescriptor>> = {
  new: /*i18n*/ { id: "status.new", message: "New" },
  contacted: /*i18n*/ { id: "status.contacted", message: "Contacted" },
  booked: /*i18n*/ { id: "status.booked", message: "Call booked" },
  cancelled: /*i18n*/ { id: "status.cancelled", message: "Call cancelled" },
  won: /*i18n*/ { id: "status.won", message: "Won" },
  lost: /*i18n*/ { id: "status.lost", message: "Lost" },
  rewarded: /*i18n*/ { id: "status.rewarded", message: "Rewarded" },
  declined: /*i18n*/ { id: "status.declined", message: "Declined" },
};

/** Subscriber: pending until confirmed, unsubscribed from either. Only the visitor moves it. */
const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** The subscriber statuses by name, for the SQL and the retention rules that match one. */
export const subscriberStatus = {
  pending: "pending",
  confirmed: "confirmed",
  unsubscribed: "unsubscribed",
} as const satisfies Record<SubscriberStatus, SubscriberStatus>;

/** The subscriber statuses in words, for the staff CLI's `list newsletter` and `show`. */
export const subscriberStatusLabels: Readonly<Record<SubscriberStatus, MessageDescriptor>> = {
  pending: /*i18n*/ { id: "status.pending", message: "Awaiting confirmation" },
  confirmed: /*i18n*/ { id: "status.confirmed", message: "Confirmed" },
  unsubscribed: /*i18n*/ { id: "status.unsubscribed", message: "Unsubscribed" },
};

export const subscriberLifecycle = {
  states: subscriberStatuses,
  /** The sign-up's insert writes it, and the column's default agrees. */
  initial: subscriberStatus.pending,
  labels: subscriberStatusLabels,
} as const;

export interface Lifecycle<State extends string, Target extends State = State> {
  /** Every state it can be in, as the table's CHECK allows them. */
  states: readonly State[];
  /** The state a new lead starts in: the Worker's insert writes it (and the column's default agrees). */
  initial: State;
  /** The forward order; a lead may skip states but never go back. */
  forward: readonly State[];
  /** States nothing leaves. */
  final: readonly State[];
  /** States reachable from any state that is not final (out of the forward order). */
  exits: readonly State[];
  /** A state only reachable from one other state: rewarded only from won. */
  onlyFrom?: Partial<Record<State, State>>;
  /** The states staff may set by hand. */
  targets: readonly Target[];
  /** The states of a lead the agency won: the funnel counts it, and a referral's reward is owed (or paid). */
  won: readonly State[];
}

export const REFERRAL_TARGETS = ["contacted", "won", "rewarded", "declined"] as const;
export type ReferralTarget = (typeof REFERRAL_TARGETS)[number];

/** A won referral: its reward is owed, and once paid it is rewarded. */
const REFERRAL_WON = ["won", "rewarded"] as const;
export type ReferralWon = (typeof REFERRAL_WON)[number];

/** The referral statuses its referrer hears of, and the mail each sends (choose a reward; reward paid). */
export const referralMailSteps = { won: "won", rewarded: "paid" } as const satisfies Partial<Record<ReferralWon, string>>;
export type ReferralMailStep = (typeof referralMailSteps)[keyof typeof referralMailSteps];

/** The mail step a referral moved to `status` (as sent, maybe unknown) sends its referrer, if any. */
export function referralMailStepOf(status: string): ReferralMailStep | undefined {
  return Object.hasOwn(referralMailSteps, status) ? referralMailSteps[status as keyof typeof referralMailSteps] : undefined;
}

export const referralLifecycle: Lifecycle<ReferralStatus, ReferralTarget> = {
  states: referralStatuses,
  initial: "new",
  forward: ["new", "contacted", "won", "rewarded"],
  final: ["rewarded", "declined"],
  exits: ["declined"],
  onlyFrom: { rewarded: "won" },
  targets: REFERRAL_TARGETS,
  won: REFERRAL_WON,
};

// Not "booked" or "cancelled": the booking reports those, staff do not decide them.
export const INQUIRY_TARGETS = ["contacted", "won", "lost"] as const;
export type InquiryTarget = (typeof INQUIRY_TARGETS)[number];

export const inquiryLifecycle: Lifecycle<InquiryStatus, InquiryTarget> = {
  states: inquiryStatuses,
  initial: "new",
  forward: ["new", "contacted", "booked", "won"],
  final: ["won", "lost"],
  exits: ["lost"],
  targets: INQUIRY_TARGETS,
  won: ["won"],
};

/** Both lifecycles by the kind of lead. */
export const lifecycles = { inquiry: inquiryLifecycle, referral: referralLifecycle } as const;
export type LeadKind = keyof typeof lifecycles;

/** `type:status` of every final state, for the staff SQL: a closed lead's next step is no longer work. */
export const closedStates: readonly string[] = Object.entries(lifecycles).flatMap(([type, lifecycle]) =>
  (lifecycle.final as readonly string[]).map((status) => `${type}:${status}`),
);

/** `type:status` of every won state of both lifecycles, as the staff SQL matches a lead against it. */
export const wonStates: readonly string[] = Object.entries(lifecycles).flatMap(([type, lifecycle]) =>
  (lifecycle.won as readonly string[]).map((status) => `${type}:${status}`),
);

/** Whether a referral in `status` (as stored, maybe unknown) is won: its reward is owed or paid. */
export function isWonReferral(status: string): status is ReferralWon {
  return (REFERRAL_WON as readonly string[]).includes(status);
}

/** `type:status` of each initial state, for the staff SQL: a lead still there has had no answer yet. */
export const openingStates: readonly string[] = Object.entries(lifecycles).map(([type, lifecycle]) => `${type}:${lifecycle.initial}`);

/** Why a lead may not move from one state to another, as data: each reader words it in its own language. */
export type Refusal<S extends string> = { reason: "same" | "final" | "unknown" | "backward" } | { reason: "only_from"; required: S };

/** Why a lead may not move from `from` (as stored, maybe unknown) to `to`, or null when it may. */
export function lifecycleRefusalOf<S extends string>(lifecycle: Lifecycle<S>, from: string, to: S): Refusal<S> | null {
  const is = (list: readonly S[], state: string) => (list as readonly string[]).includes(state);
  if (from === to) return { reason: "same" };
  if (is(lifecycle.final, from)) return { reason: "final" };
  if (!is(lifecycle.states, from)) return { reason: "unknown" };
  if (is(lifecycle.exits, to)) return null;
  const required = lifecycle.onlyFrom?.[to];
  if (required !== undefined && from !== required) return { reason: "only_from", required };
  if (lifecycle.forward.indexOf(to) < lifecycle.forward.indexOf(from as S)) return { reason: "backward" };
  return null;
}

/** The states a lead may come from to reach `to`, derived from `lifecycleRefusalOf` so both agree. */
export function lifecycleAllowedFrom<S extends string>(lifecycle: Lifecycle<S>, to: S): S[] {
  return lifecycle.states.filter((from) => lifecycleRefusalOf(lifecycle, from, to) === null);
}

/** The states a lead of `type` may come from to reach `to`; undefined when staff may not set `to` at all. */
export function allowedFrom(type: LeadKind, to: string): string[] | undefined {
  const lifecycle: Lifecycle<string> = lifecycles[type];
  if (!lifecycle.targets.includes(to)) return undefined;
  return lifecycleAllowedFrom(lifecycle, to);
}

/** The states staff may move a lead of `type` to from `from`: the inbox's buttons. */
export function nextStates(type: LeadKind, from: string): string[] {
  const lifecycle: Lifecycle<string> = lifecycles[type];
  return lifecycle.targets.filter((to) => allowedFrom(type, to)?.includes(from));
}
