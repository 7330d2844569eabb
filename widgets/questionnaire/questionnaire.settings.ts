import type { I18n } from "@lingui/core";
import type { FieldErrors } from "../../contract/errors.ts";
import type { InquiryField } from "../../contract/inquiry-fields.ts";
import type { FailedDetail } from "../lib/events.ts";
import type { SubmissionSettings } from "../lib/submission/types.ts";
import type { KeptCall } from "./booking/questionnaire.booking-store.ts";

// What the questionnaire is told and what it tells its view, apart from the lazy boundary
// (questionnaire.state.ts names that): the boundary's own parts read these, so they may not
// import the state that holds the boundary.

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
