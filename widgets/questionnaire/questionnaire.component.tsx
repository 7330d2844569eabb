import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-final-form";
import type { FieldErrors } from "../../contract/errors.ts";
import { emptyInquiry, type Inquiry, type InquiryField, type InquiryValues, validateInquiry } from "../../contract/inquiry.ts";
import { apiPaths } from "../../contract/limits.ts";
import { bookingUrl } from "../lib/booking.ts";
import { fieldAlert, fieldCodes, firstField } from "../lib/field-errors.ts";
import { Announcer, Honeypot, PrivacyNote, useFieldRefs } from "../lib/fields.tsx";
import { createFunnel } from "../lib/funnel.ts";
import { toWidgetLocale } from "../lib/locale.ts";
import { useModal } from "../lib/modal.ts";
import type { FailureDetail, SubmissionOutcome } from "../lib/submission-controller.ts";
import { toastFailure, unverifiedNote } from "../lib/submission-feedback.ts";
import { useBotCheck, useSubmissionController } from "../lib/submission-hooks.ts";
import { QUESTIONNAIRE_TAG } from "../lib/tags.ts";
import { ToastRegion } from "../toast/toast.component.tsx";
import { ensureToastRegion } from "../toast/mount.tsx";
import { createDraft } from "./questionnaire.draft.ts";
import type { QuestionnaireSubmittedDetail } from "./questionnaire.events.ts";
import { fieldLabels, STEP_COUNT, stepOf, steps } from "./questionnaire.fields.ts";
import { announceBooking } from "./questionnaire.success.ts";
import { CloseButton, DraftSync, StepFields, StepFooter, StepHeader, Summary, useStepLabel } from "./questionnaire.steps.tsx";

const SUMMARY = STEP_COUNT - 1;
const allFields = steps.flatMap((s) => s.fields);
/** How the questionnaire submits: an inquiry, checked by the contract, counted by the funnel. */
const sending = { source: QUESTIONNAIRE_TAG, path: apiPaths.inquiries, validate: validateInquiry, fields: allFields, funnel: createFunnel };

export interface QuestionnaireProps {
  open: boolean;
  /** Called when the visitor closes the dialog (close button, Escape) and after a success. */
  onClose: () => void;
  /** Origin (and optional path prefix) of the lead API; "" means this page's origin. */
  apiBase: string;
  /** Booking page; `name` and `email` are appended. */
  calendarUrl: string;
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
  onSubmitted?: (detail: QuestionnaireSubmittedDetail) => void;
  onError?: (detail: FailureDetail) => void;
}

/** final-form's validator: the contract's codes for every field (shown per step). */
const validate = (values: InquiryValues) => fieldCodes(validateInquiry(values));

type FocusTarget = InquiryField | "step" | "submit" | null;

/**
 * The project questionnaire: a modal `<dialog>` with four steps that ends in a stored
 * lead, a success toast and the prefilled booking page. The form stays mounted while the
 * dialog is closed, and its draft keeps every change in the tab's session storage.
 *
 * It renders the steps and shows what happened; the submission controller sends, the
 * modal module opens and closes.
 */
export function Questionnaire({
  open,
  onClose,
  apiBase,
  calendarUrl,
  partner = "",
  privacyUrl,
  returnFocus,
  funnelSource,
  onSubmitted,
  onError,
}: QuestionnaireProps) {
  const { t, i18n } = useLingui();
  const [draft] = useState(createDraft);
  const [submission, { submitting }] = useSubmissionController<InquiryValues, InquiryField, Inquiry>(
    { ...sending, pending: draft.pending },
    { apiBase, partner, lang: toWidgetLocale(i18n.locale), funnelSource },
  );

  const [step, setStep] = useState(draft.start.step);
  // Errors of the current step show only once the visitor tried to go on.
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState("");
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: "step" });
  const baseId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fieldRefs = useFieldRefs();
  const current = steps[step]!;
  const isSummary = step === SUMMARY;
  const modal = useModal(dialog, open, {
    onRequestClose: onClose,
    canClose: !submitting,
    returnFocus,
    onOpen: () => {
      setFocus({ target: "step" });
      submission.opened(step + 1);
    },
  });
  // The optional bot check sits on the last step, next to the button that sends.
  const botCheck = useBotCheck(submission, open && isSummary);

  // The page's toast region is there before the first answer, so the success toast is announced.
  useEffect(() => void ensureToastRegion(), []);
  useEffect(() => draft.save({ step }), [draft, step]);

  const stepStart = current.fields[0];
  useEffect(() => {
    const { target } = focus;
    if (!target || !open) return;
    const el =
      target === "submit"
        ? submitButton.current
        : target === "step"
          ? (stepStart && fieldRefs.get(stepStart)) || heading.current
          : fieldRefs.get(target);
    el?.focus();
  }, [focus, open, stepStart, fieldRefs]);

  const stepLabel = useStepLabel();
  const goTo = (next: number, target: FocusTarget = "step") => {
    const bounded = Math.max(0, Math.min(SUMMARY, next));
    setAttempted(target !== "step");
    setFormError("");
    setStep(bounded);
    setFocus({ target });
    if (bounded !== step) {
      setStatus(`${stepLabel(bounded)}: ${i18n._(steps[bounded]!.title)}`);
      submission.reached(bounded + 1);
    }
  };

  /** Sends the visitor to the first refused of `fields` and tells them why; false when none is refused. */
  const showErrors = (errors: FieldErrors, fields: readonly InquiryField[] = allFields): boolean => {
    const first = firstField(fields, errors);
    if (!first) return false;
    setAlert(fieldAlert(i18n, fieldLabels[first], errors[first]));
    goTo(stepOf(first), first);
    return true;
  };

  /** Next, and on the summary Book Appointment: the fields the visitor saw must pass first. */
  const advance = (form: FormApi<InquiryValues>) => {
    if (submitting) return;
    setAlert("");
    const errors = (form.getState().errors ?? {}) as FieldErrors;
    if (showErrors(errors, isSummary ? allFields : current.fields)) return;
    if (!isSummary) return goTo(step + 1);
    setFormError("");
    void form.submit();
  };

  /** final-form's onSubmit: the controller sends, and the outcome is shown once. */
  const send = async (values: InquiryValues, form: FormApi<InquiryValues>) =>
    show(await submission.submit(values, honeypot.current?.value ?? ""), form);

  const show = (outcome: SubmissionOutcome<InquiryField, Inquiry>, form: FormApi<InquiryValues>): FieldErrors | undefined => {
    if (outcome.kind === "stored") {
      draft.clear();
      const url = bookingUrl(calendarUrl, outcome.body);
      onSubmitted?.({ id: outcome.id });
      onClose();
      modal.releaseToasts();
      announceBooking(i18n, url);
      // The next visitor of this page (a shared screen) starts empty.
      setTimeout(() => {
        form.restart(emptyInquiry);
        setStep(0);
      });
      return undefined;
    }
    if (outcome.kind === "unverified") {
      setFormError(unverifiedNote(i18n));
      return undefined;
    }
    if (outcome.failure) onError?.(outcome.failure);
    const description = toastFailure(i18n, outcome, {
      title: t`Something went wrong`,
      fallback: t`We could not save your details. Please try again.`,
    });
    if (outcome.kind === "invalid" && showErrors(outcome.fields)) return outcome.fields;
    setFormError(description);
    setFocus({ target: "submit" });
    return undefined;
  };

  return (
    <Form<InquiryValues>
      onSubmit={send}
      validate={validate}
      initialValues={draft.start.values}
      subscription={{}}
      render={({ form }) => (
        <dialog
          ref={dialog}
          className="dialog"
          part="dialog"
          aria-labelledby={`${baseId}-title`}
          aria-describedby={`${baseId}-subtitle`}
          data-step={current.id}
        >
          <DraftSync draft={draft} />
          <CloseButton onClick={modal.requestClose} disabled={submitting} />
          <StepHeader step={step} idPrefix={baseId} headingRef={heading} />
          <form
            className="form"
            part="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              advance(form);
            }}
          >
            <div className="body" part="body">
              {isSummary ? (
                <Summary onEdit={(i) => goTo(i)} disabled={submitting} />
              ) : (
                <StepFields fields={current.fields} attempted={attempted} register={fieldRefs.register} />
              )}
              <Honeypot inputRef={honeypot} />
              {formError ? (
                <p className="form-error" part="form-error">
                  {formError}
                </p>
              ) : null}
            </div>
            {isSummary ? <div className="bot-check" ref={botCheck} /> : null}
            {isSummary && privacyUrl ? <PrivacyNote href={privacyUrl} /> : null}
            {open ? <ToastRegion placement="dialog" /> : null}
            <StepFooter step={step} submitting={submitting} onBack={() => goTo(step - 1)} submitRef={submitButton} />
          </form>
          <Announcer status={status} alert={alert} />
        </dialog>
      )}
    />
  );
}
