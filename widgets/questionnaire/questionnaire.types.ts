/**
 * What the questionnaire is told, what it holds and what it tells its view: its settings,
 * state, phases and effects.
 */
import type { I18n } from "@lingui/core";
import type { FieldErrors } from "../../contract/errors.ts";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import type { FailedDetail } from "../lib/events.ts";
import type { SubmissionSettings } from "../lib/submission/types.ts";
import type { createBookingView } from "./booking/booking.later.tsx";
import type { KeptCall } from "./booking/booking.store.ts";

// What the questionnaire is told, what it holds and what it tells its view: the view, the
// lazy boundary's parts, the booking step and the tests read these without the controller.

/** Where the focus goes after a change: a field, the step's start, the button that sends; null: nowhere. */
export type FocusTarget = InquiryField | "step" | "submit" | null;

/**
 * What the questionnaire is showing: the form, or, once the lead is stored, what follows
 * it. `submitted` is the place for any step after the stored lead (today the booking
 * page: inline the confirmation replaces the form, a dialog closes and confirms on the page).
 */
export type QuestionnairePhase =
  | { kind: "form" }
  | { kind: "submitted"; id: string; url: string }
  /** `booking="inline"`: the thank-you step books the call (`booked`: a call booked earlier in this tab). */
  | { kind: "booking"; id: string; url: string; token: string; booked?: KeptCall };

/** What the view does after a submit: the controller has already changed its state. */
export type QuestionnaireEffect =
  | { kind: "submitted"; id: string; url: string; booking: boolean }
  /** Refused or unanswered: `fields` are final-form's submit errors, `failure` the element's error event. */
  | { kind: "failed"; fields?: FieldErrors; failure?: FailedDetail }
  /** Nothing was sent (the bot check has no token yet). */
  | { kind: "held" };

export interface QuestionnaireSettings extends SubmissionSettings {
  i18n: I18n;
  /** Empty or missing: the agency's booking page. */
  calendarUrl?: string;
  bookingLeadParam?: string;
  inline: boolean;
  /** `inline`: the call is booked in the dialog; `page`: the booking page opens in a new tab. */
  booking: "inline" | "page";
}

/** The booking step's frame with the booking controller it renders from, once its chunk is there. */
export type BookingView = ReturnType<typeof createBookingView>;

export interface QuestionnaireState {
  step: number;
  /** The visitor tried to go on: the current step's errors show. */
  attempted: boolean;
  /** What a screen reader hears at once (a refused field), and politely (the step reached). */
  alert: string;
  status: string;
  /** Beside the button that sends: why the last submission did not go through. */
  formNote: string;
  /** A new object on every move, so the view moves the focus again to the same target. */
  focus: { target: FocusTarget };
  phase: QuestionnairePhase;
  /** The lazy boundary is there: the summary, the confirmation and the texts of field codes can show. */
  ready: boolean;
  /** The booking step's chunk is there: its frame replaces the empty one the dialog shows while it comes. */
  bookingReady: boolean;
}
