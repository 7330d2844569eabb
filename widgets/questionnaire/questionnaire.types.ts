/**
 * What the questionnaire is told, what it holds and what it tells its view: its settings,
 * state, phases and effects.
 */
import type { I18n } from "@lingui/core";
import type { HiddenFields } from "../../contract/attribution/bounds.ts";
import type { FieldErrors } from "../../contract/errors.ts";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import type { WidgetLocale } from "../lib/i18n/locale.ts";
import type { FailedDetail, SubmittedDetail } from "../lib/runtime/events.ts";
import type { createStore } from "../lib/runtime/store.ts";
import type { SubmissionSettings } from "../lib/submission/types.ts";
import type { Prefill } from "../lib/ui/prefill.ts";
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

/** How a submit ended, as the lazy boundary reads the answer: the controller acts on it, the view never sees it. */
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
  /** A new object on every move, so the view moves the focus again to the same target (`preventScroll`: the page scrolls to it itself). */
  focus: { target: FocusTarget; preventScroll?: boolean };
  phase: QuestionnairePhase;
}

/** What the questionnaire's component is told: the element's attributes as props, and where its events go. */
export interface QuestionnaireProps {
  /** Dialog mode: the dialog is open. Inline mode ignores it. */
  open: boolean;
  /** `dialog` (default): a modal dialog; `inline`: the same steps in the page's flow. */
  mode?: "dialog" | "inline";
  /** Called when the visitor closes the dialog (close button, Escape) and after a success. */
  onClose: () => void;
  /** Origin (and optional path prefix) of the lead API; "" means this page's origin. */
  apiBase: string;
  /** Booking page; `name`, `email` and the lead's id are appended. Empty or missing: the agency's. */
  calendarUrl?: string;
  /** The booking page's parameter for the lead's id; default `metadata[lead]` on Cal.com, none elsewhere. */
  bookingLeadParam?: string;
  /** `inline` (default): the call is booked in the dialog's thank-you step; `page`: the booking page opens in a new tab. */
  booking?: "inline" | "page";
  /** Values for fields the visitor has left empty (a partner's attributes, the page's URL). */
  prefill?: Prefill;
  /**
   * The partner's hidden fields, sent with the lead: the fields, or the `hidden-fields`
   * attribute's JSON, which the code that sends parses (it warns once about what it ignores).
   */
  hiddenFields?: HiddenFields | string;
  /** Stored as the lead's source. */
  partner?: string;
  /** The privacy policy, linked beside the button that sends. */
  privacyUrl?: string;
  /** Gets the focus back on close; defaults to whatever had it when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /**
   * Where the anonymous funnel counts this dialog: our page's path, or on partner pages the
   * partner id then the page's origin (the first acceptable one). Read at each opening.
   * Absent or "": nothing is counted.
   */
  funnelSource?: string | readonly string[];
  onSubmitted?: (detail: SubmittedDetail) => void;
  onError?: (detail: FailedDetail) => void;
  /** Inline: the element's show() calls so far, each one a move of the focus to the step's first field. */
  shows?: { subscribe(listener: () => void): () => void; get(): { count: number } };
  /** The visitor chose another language in the header (absent: no language switch). */
  onLanguage?: (locale: WidgetLocale) => void;
}

/** The questionnaire's state, shared by the controller and its step moves. */
export type QuestionnaireStore = ReturnType<typeof createStore<QuestionnaireState>>;

/** Shows the refused fields (of `only`, when given) and moves the focus to the first; true: one was refused. */
export type ShowErrors = (errors: FieldErrors | undefined, only?: readonly InquiryField[]) => boolean;
