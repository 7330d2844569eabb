import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Form, useForm } from "react-final-form";
import type { HiddenFields } from "../../contract/attribution.ts";
import type { FieldErrors } from "../../contract/errors.ts";
import { emptyInquiry, type InquiryField, type InquiryValues } from "../../contract/inquiry-fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry-form.ts";
import { apiPaths } from "../../contract/limits.ts";
import { bookingUrl } from "../lib/booking.ts";
import { idle, lazyModule } from "../lib/dom.ts";
import { fieldAlert, firstField } from "../lib/field-errors.ts";
import { Announcer, Honeypot, PrivacyNote, useFieldRefs } from "../lib/fields.tsx";
import { deferredFunnel } from "../lib/funnel-deferred.ts";
import { emptyFieldsOf, type Prefill } from "../lib/prefill.ts";
import { LanguageSelect } from "../lib/language-select.tsx";
import { toWidgetLocale, type WidgetLocale } from "../lib/locale.ts";
import { useModal } from "../lib/modal.ts";
import { DialogToasts, loadPageToasts } from "../lib/toast-loader.tsx";
import type { FailureDetail, SubmissionOutcome } from "../lib/submission-controller.ts";
import { fieldCodesNow, useBotCheck, useFieldCodes, useSubmissionController } from "../lib/submission-hooks.ts";
import { QUESTIONNAIRE_TAG } from "../lib/tags.ts";
import { createDraft } from "./questionnaire.draft.ts";
import type { QuestionnaireSubmittedDetail } from "./questionnaire.events.ts";
import { allFields, fieldLabels, STEP_COUNT, stepOf, steps } from "./questionnaire.fields.ts";
import { BookingNote, CloseButton, DraftSync, StepFields, StepFooter, StepHeader, useStepLabel } from "./questionnaire.steps.tsx";

const SUMMARY = STEP_COUNT - 1;
/** The contract's rules, loaded after the first render (what the form shows needs none of them). */
const loadRules = lazyModule(() => import("../../contract/inquiry-form.ts"));
const rules = () => loadRules().then((m) => m?.validateInquiryForm ?? null);
/** How the questionnaire submits: an inquiry, checked by the contract, counted by the funnel. */
const sending = {
  source: QUESTIONNAIRE_TAG,
  path: apiPaths.inquiries,
  rules,
  fields: allFields,
  funnel: deferredFunnel,
};

export interface QuestionnaireProps {
  /** Dialog mode: the dialog is open. Inline mode ignores it. */
  open: boolean;
  /** `dialog` (default): a modal dialog; `inline`: the same steps in the page's flow. */
  mode?: "dialog" | "inline";
  /** Called when the visitor closes the dialog (close button, Escape) and after a success. */
  onClose: () => void;
  /** Origin (and optional path prefix) of the lead API; "" means this page's origin. */
  apiBase: string;
  /** Booking page; `name`, `email` and the lead's id are appended. */
  calendarUrl: string;
  /** The booking page's parameter for the lead's id; default `metadata[lead]` on Cal.com, none elsewhere. */
  bookingLeadParam?: string;
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
  onSubmitted?: (detail: QuestionnaireSubmittedDetail) => void;
  onError?: (detail: FailureDetail) => void;
  /** The visitor chose another language in the header (absent: no language switch). */
  onLanguage?: (locale: WidgetLocale) => void;
}

/** What the form shows once an answer has come back (./questionnaire.after.ts), loaded apart. */
type After = typeof import("./questionnaire.after.ts");
const loadAfter = lazyModule(() => import("./questionnaire.after.ts"));

/** The last step's review (./questionnaire.summary.tsx), loaded apart; null until it is there. */
type SummaryModule = typeof import("./questionnaire.summary.tsx");
let summaryModule: SummaryModule | null = null;
const loadSummary = lazyModule(() =>
  import("./questionnaire.summary.tsx").then((m) => {
    summaryModule = m;
    return m;
  }),
);

/**
 * The summary once its code is there. Next on the third step waits for it, so it is there
 * at once; a draft reopened on the last step shows it a moment later. Without it (offline)
 * Book Appointment still sends, and the API's answer is shown as ever.
 */
function LazySummary(props: { onEdit: (step: number) => void; disabled: boolean }) {
  const [loaded, setLoaded] = useState(summaryModule);
  useEffect(() => {
    let live = true;
    if (!loaded) void loadSummary().then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded ? <loaded.Summary {...props} /> : null;
}

/** What the rules check while the visitor types: the values as they are (shown per step). */
const asTyped = (values: InquiryValues) => values;

type FocusTarget = InquiryField | "step" | "submit" | null;

/**
 * Fills the fields `prefill` has a value for while they are empty, at the start, when the
 * prefill changes (a call-to-action's project type) and at each opening: a prefill never
 * replaces what the visitor typed or chose.
 */
function PrefillSync({ prefill, open }: { prefill: Prefill | undefined; open: boolean }) {
  const form = useForm<InquiryValues>();
  const key = JSON.stringify(prefill ?? {});
  useEffect(() => {
    if (!open) return;
    const fill = emptyFieldsOf(form.getState().values, JSON.parse(key) as Prefill);
    form.batch(() => {
      for (const [field, value] of Object.entries(fill)) form.change(field as InquiryField, value);
    });
  }, [form, key, open]);
  return null;
}

/**
 * The project questionnaire: four steps that end in a stored lead, a success
 * confirmation and the prefilled booking page; a modal `<dialog>` (the confirmation is a
 * toast on the page) or, inline, a panel in the page's flow (the confirmation replaces
 * it). The form stays mounted while the dialog is closed, and its draft keeps every
 * change in the tab's session storage.
 *
 * It renders the steps and shows what happened; the submission controller sends, the
 * modal module opens and closes.
 */
export function Questionnaire({
  open,
  mode = "dialog",
  onClose,
  apiBase,
  calendarUrl,
  bookingLeadParam,
  prefill,
  hiddenFields,
  partner = "",
  privacyUrl,
  returnFocus,
  funnelSource,
  onSubmitted,
  onError,
  onLanguage,
}: QuestionnaireProps) {
  const { t, i18n } = useLingui();
  const [draft] = useState(createDraft);
  // final-form's validator: the contract's codes for every field, once the rules are there.
  const validate = useFieldCodes(rules, asTyped);
  const [submission, { submitting }] = useSubmissionController<InquiryValues, InquiryField, InquiryFormBody>(
    { ...sending, pending: draft.pending },
    { apiBase, partner, lang: toWidgetLocale(i18n.locale), funnelSource, hiddenFields },
  );
  const inline = mode === "inline";
  // Inline, the form is always there: it is "open" for focus and bot check from the start.
  const shown = inline || open;
  const [booked, setBooked] = useState<{ url: string; after: After } | null>(null);

  const [step, setStep] = useState(draft.start.step);
  // Errors of the current step show only once the visitor tried to go on.
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState("");
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  // Inline, the focus moves only once the visitor works in the form: never on page load.
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: inline ? null : "step" });
  const started = useRef(false);
  const baseId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fieldRefs = useFieldRefs();
  const current = steps[step]!;
  const isSummary = step === SUMMARY;
  const modal = useModal(dialog, open && !inline, {
    onRequestClose: onClose,
    canClose: !submitting,
    returnFocus,
    onOpen: () => {
      // The opening render has focused the step already when that was the target: no
      // second render of the whole dialog before its first frame.
      setFocus((f) => (f.target === "step" ? f : { target: "step" }));
      submission.opened(step + 1);
    },
  });
  // The optional bot check sits on the last step, next to the button that sends.
  const botCheck = useBotCheck(submission, shown && isSummary);

  // The page's toast region is there before the first answer, so the success toast is announced.
  useEffect(() => void loadPageToasts(), []);
  // The summary, and what the answer needs to be shown, load while the visitor types.
  useEffect(() => void idle().then(() => Promise.all([loadSummary(), loadAfter()])), []);
  useEffect(() => draft.save({ step }), [draft, step]);

  const stepStart = current.fields[0];
  // Before the paint, like the dialog's opening: the visitor never sees the focus arrive late.
  useLayoutEffect(() => {
    const { target } = focus;
    if (!target || !shown) return;
    const el =
      target === "submit"
        ? submitButton.current
        : target === "step"
          ? (stepStart && fieldRefs.get(stepStart)) || heading.current
          : fieldRefs.get(target);
    el?.focus();
  }, [focus, shown, stepStart, fieldRefs]);

  // The fields re-render only for what they show: an opening or a closing of the dialog
  // does not pass over them (their texts follow the language through Lingui's context).
  const stepFields = useMemo(
    () => <StepFields fields={current.fields} attempted={attempted} register={fieldRefs.register} />,
    [current.fields, attempted, fieldRefs.register],
  );

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
  const advance = async (form: FormApi<InquiryValues>) => {
    if (submitting) return;
    setAlert("");
    const [errors] = await Promise.all([fieldCodesNow(rules, form.getState().values), step === SUMMARY - 1 && loadSummary()]);
    if (showErrors(errors, isSummary ? allFields : current.fields)) return;
    if (!isSummary) return goTo(step + 1);
    setFormError("");
    void form.submit();
  };

  /** final-form's onSubmit: the controller sends, and the outcome is shown once. */
  const send = async (values: InquiryValues, form: FormApi<InquiryValues>) => {
    const [outcome, after] = await Promise.all([submission.submit(values, honeypot.current?.value ?? ""), loadAfter()]);
    return show(outcome, form, after);
  };

  const show = (
    outcome: SubmissionOutcome<InquiryField, InquiryFormBody>,
    form: FormApi<InquiryValues>,
    after: After | null,
  ): FieldErrors | undefined => {
    if (outcome.kind === "stored") {
      draft.clear();
      const url = bookingUrl(calendarUrl, outcome.body, { id: outcome.id, param: bookingLeadParam });
      onSubmitted?.({ id: outcome.id });
      if (!after) {
        // Stored, but the connection dropped before the confirmation's code arrived: the
        // booking page still opens (the confirmation mail has its link too).
        if (!inline) onClose();
        window.open(url, "_blank", "noopener");
      } else if (inline) {
        // In the page's flow the confirmation takes the form's place.
        setBooked({ url, after });
        after.openBookingPage(url);
      } else {
        onClose();
        modal.releaseToasts();
        after.announceBooking(i18n, url);
      }
      // The next visitor of this page (a shared screen) starts empty.
      setTimeout(() => {
        form.restart(emptyInquiry);
        setStep(0);
      });
      return undefined;
    }
    const fallback = t`We could not save your details. Please try again.`;
    if (outcome.kind === "unverified") {
      setFormError(after ? after.unverifiedNote(i18n) : fallback);
      return undefined;
    }
    if (outcome.failure) onError?.(outcome.failure);
    const description = after ? after.toastFailure(i18n, outcome, { title: t`Something went wrong`, fallback }) : fallback;
    if (outcome.kind === "invalid" && showErrors(outcome.fields)) return outcome.fields;
    setFormError(description);
    setFocus({ target: "submit" });
    return undefined;
  };

  /** Inline: the first focus in the form is its opening, for the funnel. */
  const start = () => {
    if (!inline || started.current) return;
    started.current = true;
    submission.opened(step + 1);
  };

  if (inline && booked !== null) return <booked.after.InlineConfirmation url={booked.url} />;

  return (
    <Form<InquiryValues>
      onSubmit={send}
      validate={validate}
      initialValues={draft.start.values}
      subscription={{}}
      render={({ form }) => {
        const content = (
          <>
            <DraftSync draft={draft} />
            <PrefillSync prefill={prefill} open={shown} />
            {inline ? null : <CloseButton onClick={modal.requestClose} disabled={submitting} />}
            <StepHeader
              step={step}
              idPrefix={baseId}
              headingRef={heading}
              language={onLanguage ? <LanguageSelect locale={toWidgetLocale(i18n.locale)} onChange={onLanguage} /> : null}
            />
            <form
              className="form"
              part="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void advance(form);
              }}
            >
              <div className="body" part="body">
                {isSummary ? <LazySummary onEdit={(i) => goTo(i)} disabled={submitting} /> : stepFields}
                {isSummary && privacyUrl ? <PrivacyNote href={privacyUrl} /> : null}
                <Honeypot inputRef={honeypot} />
                {formError ? (
                  <p className="form-error" part="form-error">
                    {formError}
                  </p>
                ) : null}
              </div>
              {isSummary ? <div className="bot-check" ref={botCheck} /> : null}
              {isSummary ? <BookingNote id={`${baseId}-booking-note`} /> : null}
              {open && !inline ? <DialogToasts /> : null}
              <StepFooter
                step={step}
                submitting={submitting}
                onBack={() => goTo(step - 1)}
                submitRef={submitButton}
                describedBy={isSummary ? `${baseId}-booking-note` : undefined}
              />
            </form>
            <Announcer status={status} alert={alert} />
          </>
        );
        return inline ? (
          <section className="dialog inline" part="inline" aria-labelledby={`${baseId}-title`} data-step={current.id} onFocus={start}>
            {content}
          </section>
        ) : (
          <dialog
            ref={dialog}
            className="dialog"
            part="dialog"
            aria-labelledby={`${baseId}-title`}
            aria-describedby={`${baseId}-subtitle`}
            data-step={current.id}
          >
            {content}
          </dialog>
        );
      }}
    />
  );
}
