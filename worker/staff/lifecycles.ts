/**
 * The lifecycles the inbox moves leads along: the CLI's own rules, so that what the CLI
 * allows and what the inbox allows never differ.
 */
import {
  INQUIRY_TARGETS,
  inquiryLifecycle,
  inquiryStatuses,
  type Lifecycle,
  lifecycleAllowedFrom,
  REFERRAL_TARGETS,
  referralLifecycle,
} from "../../scripts/leads/status.ts";
import { referralStatuses } from "../../contract/options.ts";

export const leadStatuses = { inquiry: inquiryStatuses, referral: referralStatuses } as const;

const lifecycles = { inquiry: inquiryLifecycle, referral: referralLifecycle } as const;
const targets = { inquiry: INQUIRY_TARGETS, referral: REFERRAL_TARGETS } as const;

/** The states a lead of `type` may come from to reach `to`; undefined when staff may not set `to` at all. */
export function allowedFrom(type: "inquiry" | "referral", to: string): string[] | undefined {
  const lifecycle = lifecycles[type] as Lifecycle<string>;
  if (!(targets[type] as readonly string[]).includes(to)) return undefined;
  return lifecycleAllowedFrom(lifecycle, to);
}

/** The states staff may move a lead of `type` to from `from`, for the inbox's buttons. */
export function nextStates(type: "inquiry" | "referral", from: string): string[] {
  return (targets[type] as readonly string[]).filter((to) => allowedFrom(type, to)?.includes(from));
}
