/**
 * What the referral form is told, what it holds and what it tells its view: its settings,
 * state, phases and effects.
 */
import type { I18n } from "@lingui/core";
import type { FieldErrors } from "../../contract/errors.ts";
import type { ReferralField } from "../../contract/referral/fields.ts";
import type { FailedDetail } from "../lib/runtime/events.ts";
import type { SubmissionSettings } from "../lib/submission/types.ts";

// What the referral form is told, what it holds and what it tells its view: the view, the
// lazy boundary's parts and the tests read these without the controller.

/** Where the focus goes after a change; null: nowhere. */
export type FocusTarget = ReferralField | "submit" | "success" | null;

/** The form, or the confirmation after a referral went out (it stays a while, then the empty form returns). */
export type ReferralPhase = { kind: "form" } | { kind: "submitted"; id: string; url: string };

/** How a submit ended, as the lazy boundary reads the answer: the controller acts on it, the view never sees it. */
export type ReferralEffect =
  | { kind: "submitted"; id: string }
  /** `fields` are final-form's submit errors, `failure` the element's error event. */
  | { kind: "failed"; fields?: FieldErrors; failure?: FailedDetail }
  | { kind: "held" };

export interface ReferralSettings extends SubmissionSettings {
  i18n: I18n;
  /** Empty or missing: the agency's booking page. */
  calendarUrl?: string;
}

export interface ReferralState {
  /** The visitor tried to send: every field's error shows. */
  attempted: boolean;
  focus: { target: FocusTarget };
  status: string;
  alert: string;
  /** A message under the form that is no field's (the bot check not done yet, no connection). */
  formNote: string;
  /** After the confirmation: a line above the empty form that the last referral went out. */
  sentBefore: boolean;
  phase: ReferralPhase;
}
