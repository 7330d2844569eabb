/**
 * What crosses a form's lazy boundary and what the submission holds: plain data only.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { HiddenFields } from "../../../contract/attribution/bounds.ts";
import type { FieldErrors } from "../../../contract/errors.ts";
import type { CheckResult } from "../../../contract/validation.ts";
import type { WidgetLocale } from "../i18n/locale.ts";
import type { FailedDetail } from "../runtime/events.ts";

/**
 * The idempotency key of a submission that has not been confirmed yet, and the exact body
 * it was sent with: a retry of the same data reuses the key (if the first try was stored
 * after all, the API answers it again instead of storing the lead twice); other data gets
 * a new key.
 */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

/** Where a form keeps its pending submission (memory, or the questionnaire's draft). */
export interface PendingStore {
  read(): PendingSubmission | undefined;
  write(pending: PendingSubmission | undefined): void;
}

/**
 * How one submission ended. Every branch is something the form shows; `failure` is set
 * whenever the API was asked (the element reports it as its error event).
 */
export type SubmissionOutcome<F extends string = string, B = unknown> =
  /**
   * Stored: `id` is the API's id, `body` what was stored (trimmed, addresses normalised),
   * `bookingToken` an inquiry's proof for booking its call (absent for other leads).
   */
  | { kind: "stored"; id: string; body: B; bookingToken?: string }
  /** Fields refused, with a code each (final-form's submitErrors); `first` is the first of the form's own, in its order. */
  | { kind: "invalid"; fields: FieldErrors; first: F; failure?: FailedDetail }
  /** Refused for something no field of the form explains. */
  | { kind: "refused"; reason: "rate_limited" | "bot_check_failed" | "other"; failure?: FailedDetail }
  /** No answer: offline, or it took too long; also when the code that sends could not be fetched. */
  | { kind: "offline"; failure: FailedDetail }
  /** Nothing sent: the bot check has no token yet. */
  | { kind: "unverified" };

/** What may change while the form is on the page; read when it is needed. */
export interface SubmissionSettings {
  /** Origin (and optional path prefix) of the lead API; "" is this page's origin. */
  apiBase: string;
  /** Stored as the lead's source. */
  partner: string;
  /** The language the visitor reads: sent with the lead, counted by the funnel. */
  lang: WidgetLocale;
  /**
   * Where the anonymous funnel counts an opening (a page path, a partner id, an origin;
   * a list: the first the API accepts). Absent or "": nothing is counted.
   */
  funnelSource?: string | readonly string[];
  /**
   * The partner's hidden fields, sent with an inquiry; none: nothing sent. A string is the
   * `hidden-fields` attribute's JSON, parsed by attribution's code behind the form's lazy
   * boundary, so the form's first use does not carry the parser.
   */
  hiddenFields?: HiddenFields | string;
}

/** A contract check of a form's body (`validateInquiryForm`, `validateReferralForm`). */
export type FormCheck<B> = (input: unknown) => CheckResult<B>;

/** What a form sends, as plain data: the code behind the lazy boundary needs nothing else of the form. */
export interface SendRequest<F extends string> {
  /** Who submits, for the console: the element's tag. */
  source: string;
  /** API path, e.g. `apiPaths.referrals`. */
  path: string;
  /** The form's own fields in the order it shows them (refusals of other fields are no field's to show). */
  fields: readonly F[];
  settings: SubmissionSettings;
  /** What the visitor typed, with the honeypot's value. */
  values: object;
  honeypot: string;
  /** The bot check's token, when the API asks for one. */
  token: string | null;
  /** The key of the last attempt that was not confirmed. */
  pending: PendingSubmission | undefined;
}

/** How a send ended, and the pending key to keep for the next attempt (undefined: forget it). */
export interface SendResult<F extends string, B> {
  outcome: SubmissionOutcome<F, B>;
  pending: PendingSubmission | undefined;
  /** The API checked the bot check's token: it is used up. */
  tokenUsed: boolean;
}

/** What a form's Next or submit hands its controller: final-form's values and the codes its own check gave them. */
export interface FormMove<V> {
  values: V;
  errors?: FieldErrors;
}

/** A form's own texts and settings for what an outcome shows. */
export interface OutcomeForm {
  i18n: I18n;
  /** A failure nothing more particular explains, and the code that sends could not be fetched. */
  fallback: MessageDescriptor;
  /** The form is the open dialog's, whose toasts show inside it. */
  inDialog?: boolean;
  /** A failure's text also stays beside the button, after its toast is gone (offline it is there alone in every form). */
  repeat?: boolean;
  /** Empty or missing: the agency's booking page. */
  calendarUrl?: string;
  /** The booking page carries the stored lead (Cal.com's metadata, or the parameter named here). */
  lead?: { param?: string };
}
