/**
 * What the inbox may do with a lead's status: the contract's lifecycles, the same rules the
 * CLI follows, so what the CLI allows and what the inbox allows never differ.
 */
import { type LeadKind, type Lifecycle, lifecycleAllowedFrom, lifecycles } from "../../contract/lifecycles.ts";

/** The states a lead of `type` may come from to reach `to`; undefined when staff may not set `to` at all. */
export function allowedFrom(type: LeadKind, to: string): string[] | undefined {
  const lifecycle = lifecycles[type] as Lifecycle<string>;
  if (!lifecycle.targets.includes(to)) return undefined;
  return lifecycleAllowedFrom(lifecycle, to);
}

/** The states staff may move a lead of `type` to from `from`, for the inbox's buttons. */
export function nextStates(type: LeadKind, from: string): string[] {
  return (lifecycles[type] as Lifecycle<string>).targets.filter((to) => allowedFrom(type, to)?.includes(from));
}
