import { msg } from "@lingui/core/macro";
import type { InquiryField } from "../../contract/inquiry-fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry-form.ts";
import { bookingUrl } from "../lib/booking.ts";
import { toastFailure, unverifiedNote } from "../lib/submission/feedback.ts";
import type { SubmissionOutcome } from "../lib/submission/types.ts";
import type { QuestionnaireEffect, QuestionnaireSettings, QuestionnaireState } from "./questionnaire.state.ts";

const texts = {
  title: msg`Something went wrong`,
  fallback: msg`We could not save your details. Please try again.`,
};

/**
 * How an answered submission shows: what the view does (`effect`) and the state to show
 * (`change`), as plain data; the controller applies them. Refused fields go to final-form
 * in the effect: the controller shows them instead of `change` when one is the form's.
 */
export interface ShownOutcome {
  effect: QuestionnaireEffect;
  change: Partial<QuestionnaireState>;
}

/** What an outcome of the lazy boundary's sending shows: the phase after a success, the texts and the toast of a failure. */
export function outcomeOf(outcome: SubmissionOutcome<InquiryField, InquiryFormBody>, settings: QuestionnaireSettings): ShownOutcome {
  const { i18n, calendarUrl, bookingLeadParam } = settings;
  if (outcome.kind === "stored") {
    const { id, bookingToken: token } = outcome;
    const url = bookingUrl(calendarUrl, outcome.body, { id, param: bookingLeadParam, token });
    const booking = settings.booking === "inline" && token !== undefined;
    return {
      effect: { kind: "submitted", id, url, booking },
      change: { phase: booking ? { kind: "booking", id, url, token } : { kind: "submitted", id, url } },
    };
  }
  if (outcome.kind === "unverified") return { effect: { kind: "held" }, change: { formError: unverifiedNote(i18n) } };
  const form = { title: i18n._(texts.title), fallback: i18n._(texts.fallback), inDialog: !settings.inline };
  const change = { formError: toastFailure(i18n, outcome, form), focus: { target: "submit" as const } };
  const fields = outcome.kind === "invalid" ? { fields: outcome.fields } : {};
  return { effect: { kind: "failed", ...fields, failure: outcome.failure }, change };
}
