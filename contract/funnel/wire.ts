import { enums, type Infer, object, optional, refine, type Struct, string } from "superstruct";
import { campaignName } from "../attribution/wire.ts";
import type { FieldErrors } from "../errors.ts";
import { FUNNEL_SOURCE_PATTERN, limits } from "../limits.ts";
import { locales } from "../locales.ts";
import { type CheckResult, check } from "../validation.ts";

/**
 * The questionnaire funnel: anonymous counts, no identifier or free text. `booked` is taken but
 * not counted, because the Worker counts the booking when it stores it.
 */
const funnelEvents = ["open", "step", "submit", "fail", "times_shown", "booked"] as const;
export type FunnelEventName = (typeof funnelEvents)[number];
/** The events a step after the stored lead reports (the booking step), not the form itself. */
export type FollowUpEvent = Extract<FunnelEventName, "times_shown" | "booked">;

/** The steps a `step` event reports: reaching step 2, 3 and 4 (the summary) of four. */
const funnelSteps = [2, 3, 4] as const;
export type FunnelStep = (typeof funnelSteps)[number];

function funnelSource(): Struct<string, null> {
  let s: Struct<string, null> = string();
  s = refine(s, "required", (v) => v.length > 0);
  s = refine(s, "too_long", (v) => v.length <= limits.funnelSource);
  return refine(s, "invalid_characters", (v) => v === "" || FUNNEL_SOURCE_PATTERN.test(v));
}

/**
 * A random id per questionnaire opening, never stored with the visitor: the API counts at most
 * one event per opening and step, and later events only for an opening it saw.
 */
export const FUNNEL_OPENING_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function openingId(): Struct<string, null> {
  return refine(string(), "invalid_characters", (v) => FUNNEL_OPENING_PATTERN.test(v));
}

/** `POST /api/events`: one funnel event. Every field as sent: nothing is trimmed or defaulted. */
const FunnelEventSchema = object({
  event: enums(funnelEvents),
  step: optional(enums(funnelSteps)),
  source: funnelSource(),
  lang: enums(locales),
  opening: optional(openingId()),
  /** The visitor's `utm_campaign`, so a campaign's funnel can be read beside its source. */
  campaign: optional(campaignName()),
});

export type FunnelEvent = Infer<typeof FunnelEventSchema>;

/** Validates one event; `step` is required on `step` events and refused on others, so no counter row is ambiguous. */
export function validateFunnelEvent(input: unknown): CheckResult<FunnelEvent> {
  const result = check(FunnelEventSchema, input);
  if (!result.ok) return result;
  const { event, step } = result.value;
  if (event === "step" && step === undefined) return { ok: false, fields: { step: "required" } satisfies FieldErrors };
  if (event !== "step" && step !== undefined) return { ok: false, fields: { step: "unknown_field" } satisfies FieldErrors };
  return result;
}

/** What a funnel counter stores instead of a campaign or source that holds an address. */
export const REDACTED_FUNNEL_VALUE = "(redacted)";

/**
 * A campaign as stored: one holding an `@` becomes `(redacted)`, so counters kept 13 months
 * never hold an address. A beacon shows no refusal, so the event still counts.
 */
export function funnelCampaign(campaign: string | undefined): string {
  if (!campaign) return "";
  return campaign.includes("@") ? REDACTED_FUNNEL_VALUE : campaign;
}

/** The events one event implies (step 3 means step 2), so a lost beacon never leaves a later step above an earlier one. */
export function impliedEvents(event: FunnelEventName, step: number): { event: FunnelEventName; step: number }[] {
  const below = event === "step" ? funnelSteps.filter((s) => s < step) : event === "submit" ? [...funnelSteps] : [];
  return [...below.map((s) => ({ event: "step" as const, step: s })), { event, step }];
}
