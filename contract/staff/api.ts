/** The staff API's answers, one declaration for Worker and inbox, so a change on one side is a type error on the other. */

import { enums, type Infer, literal, nullable, object, optional, pattern, size, string, trimmed, union } from "superstruct";
import type { FieldErrors } from "../errors.ts";
import type { FunnelGrouping, FunnelRow } from "../funnel/rows.ts";
import type { LeadKind } from "../lead/lifecycles.ts";
import { limits } from "../limits.ts";
import { type RewardChoice, rewardChoices } from "../reward.ts";
import { staffLimits } from "./limits.ts";

/** One line of the inbox: the columns both lead kinds share, with the staff's work on it. */
export interface StaffLeadRow {
  id: string;
  type: LeadKind;
  created_at: string;
  status: string;
  source: string;
  campaign: string;
  name: string;
  company: string;
  email: string;
  owner: string | null;
  next_step_on: string | null;
  /** What the next step is ("Angebot nachfassen"); null without staff work, "" when only its day is set. */
  next_step_text: string | null;
  /** The start of its booked call (the latest booking event that is not a cancellation), UTC ISO. */
  booking_start: string | null;
  /** A referral's referrer (its name, company and address); "" for an inquiry. `name`, `company` and `email` are the person recommended. */
  referrer: string;
  referrer_company: string;
  referrer_email: string;
  /** How many other leads come from the same address or the same name. */
  same_person: number;
}

/**
 * An inbox line. Overdue: still new past its answer deadline, or its next step is before today
 * (Vienna) on an open lead. Overdue lines come first unless `order=newest`.
 */
export interface StaffInboxLine extends StaffLeadRow {
  overdue: boolean;
}

/** `GET /api/staff/leads`: the inbox's lines, and what its filters offer. */
export interface StaffInboxAnswer {
  leads: StaffInboxLine[];
  /** Every source and campaign stored leads have, for the filters' choices. */
  sources: string[];
  campaigns: string[];
  /** The most lines one answer holds; a filter narrows the rest. */
  limit: number;
  /** How many of `leads` are overdue: the Worker counts them as it orders them. */
  overdue: number;
}

export type { FunnelFigure, FunnelGrouping, FunnelRow, FunnelSourceKind } from "../funnel/rows.ts";

/** `GET /api/staff/funnel`: the funnel since a day (Vienna), one row per group. */
export interface FunnelAnswer {
  since: string;
  days: number;
  by: FunnelGrouping;
  rows: FunnelRow[];
}

/** What erasure changes, counted per place: the preview and the report of the staff inbox. */
export interface ErasureCounts {
  project_inquiries: number;
  referrals: number;
  /** Referrals that stay for their referrer, without the referred person. */
  referrals_anonymised: number;
  /** Leads of others that stay with the mention replaced. */
  mentions_replaced: number;
  newsletter_subscribers: number;
  outbox: number;
  bookings: number;
  funnel_counts: number;
  mailbox_caps: number;
  lead_notes: number;
  lead_history: number;
  /** Staff work rows gone with their lead, or whose next step's text was cleared. */
  lead_work: number;
}

/** `POST /api/staff/erasure/preview`: what erasing the address would change; `POST /api/staff/erasure`: what it changed. */
export interface ErasureAnswer {
  counts: ErasureCounts;
  /** Cal.com booking uids of the person's calls: Cal.com keeps its own copy, to cancel there by hand. */
  bookingUids: string[];
}

/** A lead erasure reaches, named so that staff see whom it takes before they confirm. */
export interface ErasureLead {
  id: string;
  type: LeadKind;
  /** The person the lead is about for this address: an anonymised referral names the person recommended. */
  name: string;
  company: string;
  created_at: string;
  /** Erased with the person, or kept for its referrer without the person's details. */
  fate: "erased" | "anonymised";
  /** The erased referral's recommended person; null for an inquiry, an anonymised referral or one naming nobody. */
  referred: { name: string; company: string } | null;
}

/** A Cal.com booking of the person's: its uid, and its page on Cal.com when the settings know the host. */
export interface ErasureBooking {
  uid: string;
  url: string | null;
}

/** `POST /api/staff/erasure/preview`: the counts, and the leads and bookings they are about. */
export interface ErasurePreview extends ErasureAnswer {
  leads: ErasureLead[];
  bookings: ErasureBooking[];
}

/** Fields `GET /api/staff/leads/:id` answers beside the lead, its work, notes and history. */
export interface StaffLeadPageExtras {
  /** The same rule as the inbox line's `overdue`. */
  overdue: boolean;
  /** What the referral's chosen reward is worth in REFERRAL_REWARD's currency (EUR); null before a choice or for inquiries. */
  rewardAmount: number | null;
  /** The other leads of the same person (same address or name), newest first. */
  related: StaffLeadRow[];
}

/** Why a staff request was refused (`{ "error": code }`); the inbox shows each in the staff member's language. */
export type StaffErrorCode =
  | "staff_inbox_not_configured"
  | "not_signed_in"
  | "not_staff"
  | "origin_not_allowed"
  | "unsupported_media_type"
  | "invalid_json"
  | "validation_failed"
  | "not_found"
  | "status_not_allowed"
  | "undo_not_allowed"
  | "reward_needs_won"
  | "reward_missing"
  | "reward_final"
  | "confirmation_mismatch"
  | "not_erased"
  | "database_unavailable";

/** A staff route's refusal: the code, the refused field (`detail`), and on a refused move the lead's status now. */
export interface StaffErrorBody {
  error: StaffErrorCode;
  detail?: string;
  status?: string;
  /** A refused body's fields, one code each, as the public routes answer them. */
  fields?: FieldErrors;
}

/** The signed-in staff member and the inbox's settings (`GET /api/staff/me`). */
export interface Me {
  email: string;
  staff: string[];
  agencyLocale: string;
  responseWorkingDays: number;
  funnelPeriods: number[];
}

/** A mail or webhook call of a lead, without its rendered message. */
export interface StaffDeliveryRow {
  id: string;
  channel: string;
  kind: string;
  lead_id: string;
  /** The mail's subject as sent, in the recipient's language (the event type for a webhook call). */
  subject: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** While a runner is sending it: until when its claim holds. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The mail's plain text as the recipient received it; null for a webhook call. */
  text: string | null;
}

/** One report of the calendar about a lead's call. */
export interface StaffBookingRow {
  uid: string;
  event: string;
  status: string;
  start_at: string;
  end_at: string | null;
  created_at: string;
}

/** One lead as stored (without the internal columns), its mails and webhook calls, and its calls. */
export interface StaffLeadRecord {
  lead: Record<string, unknown>;
  deliveries: StaffDeliveryRow[];
  bookings: StaffBookingRow[];
}

/** What the history records, one kind of change each. */
export type HistoryAction = "status" | "note" | "owner" | "next_step" | "next_step_text" | "reward" | "reward_paid";

/** Staff's work on a lead: its owner, next step and, for a referral, the reward. */
export interface LeadWorkRow {
  lead_id: string;
  owner: string;
  next_step_on: string | null;
  /** What the next step is ("" when not written). */
  next_step_text: string;
  reward: RewardChoice | null;
  reward_paid_on: string | null;
  updated_at: string;
}

export interface LeadNoteRow {
  id: number;
  lead_id: string;
  author: string;
  body: string;
  created_at: string;
}

export interface LeadHistoryRow {
  id: number;
  lead_id: string;
  actor: string;
  action: HistoryAction;
  /** JSON: `{"from": ..., "to": ...}` or `{"note": id}`. */
  detail: string;
  at: string;
}

/** The fields of a lead's work that staff set, each recorded in the history when it changes. */
export type StaffWorkField = Exclude<keyof LeadWorkRow, "lead_id" | "updated_at">;

/** `POST .../status` and `.../status/undo`: the status the lead has afterwards. */
export interface StatusAnswer {
  status: string;
}

/** `POST .../work`: the fields changed, the new note's id, and `status` when a paid day made a won referral rewarded. */
export interface WorkSaveAnswer {
  changed: StaffWorkField[];
  noteId: number | null;
  status?: string;
}

/** One lead with everything that belongs to it (`GET /api/staff/leads/:id`). */
export interface LeadAnswer extends StaffLeadRecord, StaffLeadPageExtras {
  type: LeadKind;
  work: LeadWorkRow | null;
  notes: LeadNoteRow[];
  history: LeadHistoryRow[];
  /** The states staff may move it to now. */
  nextStates: string[];
}

const day = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
/** A staff member's address, or "" for nobody; whether it is one of the staff the Worker decides. */
const staffAddress = union([literal(""), size(string(), 3, limits.email)]);
/** Typed by staff, so looser than an address: the Worker normalises it and says when it is none. */
const typedAddress = size(string(), 1, 400);

/** What each staff change accepts, by its path under `/api/staff`: the Worker validates with it, the inbox types by it. */
export const staffBodies = {
  "/leads/:id/status": object({ status: string() }),
  // The lead page's one form: whatever it sends is saved together; what it leaves out stays.
  "/leads/:id/work": object({
    note: optional(size(trimmed(string()), 0, staffLimits.note)),
    nextStepOn: optional(nullable(day)),
    nextStepText: optional(size(trimmed(string()), 0, staffLimits.nextStepText)),
    owner: optional(staffAddress),
    reward: optional(nullable(enums(rewardChoices))),
    paidOn: optional(nullable(day)),
  }),
  "/leads/:id/status/undo": object({}),
  "/erasure/preview": object({ email: typedAddress }),
  "/erasure": object({ email: typedAddress, confirm: typedAddress }),
};

/** A change of the staff API, by its path pattern. */
export type StaffPostPath = keyof typeof staffBodies;
/** What the change at `P` accepts. */
export type StaffBody<P extends StaffPostPath> = Infer<(typeof staffBodies)[P]>;

/** What each staff route answers when it succeeds, by its path pattern; the routes build it with `satisfies`. */
export interface StaffAnswers {
  "/me": Me;
  "/leads": StaffInboxAnswer;
  "/leads/:id": LeadAnswer;
  "/funnel": FunnelAnswer;
  "/leads/:id/status": StatusAnswer;
  "/leads/:id/work": WorkSaveAnswer;
  "/leads/:id/status/undo": StatusAnswer;
  "/erasure/preview": ErasurePreview;
  "/erasure": ErasureAnswer;
}
/** A read of the staff API (its query, where it takes one, is the route's to check). */
export type StaffGetPath = Exclude<keyof StaffAnswers, StaffPostPath>;
