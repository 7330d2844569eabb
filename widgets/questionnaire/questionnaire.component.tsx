import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { FormApi, SubmissionErrors } from "final-form";
import type { FieldErrors } from "../../contract/errors.ts";
import { emptyInquiry, type InquiryField, type InquiryValues, validateInquiry } from "../../contract/inquiry.ts";
import { apiPaths, HONEYPOT_FIELD } from "../../contract/limits.ts";
import { apiUrl, createIdempotencyKey, postJson } from "../lib/api.ts";
import { bookingUrl } from "../lib/booking.ts";
import { deepActiveElement, tabbables } from "../lib/dom.ts";
import { fieldErrorMessage } from "../lib/field-errors.ts";
import { createFunnel } from "../lib/funnel.ts";
import { FormContext, useCreateForm, useField, useForm, useFormState } from "../lib/form.ts";
import { toWidgetLocale } from "../lib/locale.ts";
import { toasts } from "../toast/toast-store.ts";
import { drafts, isEmptyDraft, type PendingSubmission } from "./questionnaire.draft.ts";
import type { QuestionnaireErrorDetail, QuestionnaireSubmittedDetail } from "./questionnaire.events.ts";
import {
  fieldHints,
  fieldLabels,
  fieldOptions,
  inputs,
  isRequired,
  STEP_COUNT,
  stepOf,
  steps,
} from "./questionnaire.fields.ts";

/** The booking page opens this long after the success (spec section 9). */
export const CALENDAR_DELAY_MS = 1000;

const SUMMARY = STEP_COUNT - 1;
const allFields = steps.flatMap((s) => s.fields);

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
  /**
   * FUNNEL: where the anonymous funnel counts this dialog: our page's path, or on partner
   * pages the partner id then the page's origin (first acceptable wins). Absent or "": off.
   */
  funnelSource?: string | readonly string[];
  /** Gets the focus back on close; defaults to whatever had it when the dialog opened. */
  returnFocus?: HTMLElement | null;
  onSubmitted?: (detail: QuestionnaireSubmittedDetail) => void;
  onError?: (detail: QuestionnaireErrorDetail) => void;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** final-form's validator: the contract's codes for every field (shown per step). */
function validate(values: InquiryValues): FieldErrors {
  const result = validateInquiry(values);
  return result.ok || result.body ? {} : result.fields;
}

/** Errors of the visitor's fields only, in the order the dialog shows them. */
function orderedErrors(errors: FieldErrors | SubmissionErrors | undefined, fields: readonly InquiryField[] = allFields): InquiryField[] {
  return fields.filter((f) => errors && typeof errors[f] === "string");
}

/**
 * The project questionnaire (spec section 2): a modal dialog with four steps that ends in
 * a stored lead, a success toast and the prefilled booking page. The same component runs
 * on the agency's site (QuestionnaireProvider) and inside `<agency-questionnaire>`.
 * It renders nothing while closed but keeps the form state, so typed text survives.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const initial = useMemo(() => drafts.read(), []);
  const [step, setStep] = useState(initial?.step ?? 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const pending = useRef<PendingSubmission | undefined>(initial?.pending);
  const controller = useRef<SubmitController>(null);
  const form = useCreateForm<InquiryValues>({
    onSubmit: (values, formApi) => controller.current?.submit(values, formApi),
    initialValues: initial?.values ?? emptyInquiry,
    validate,
  });

  const saveDraft = useCallback((values: InquiryValues, atStep: number) => {
    const draft = { values, step: atStep, ...(pending.current ? { pending: pending.current } : {}) };
    if (isEmptyDraft(draft)) drafts.clear();
    else drafts.write(draft);
  }, []);

  // Every change is kept in the tab's session storage right away.
  useEffect(() => form.subscribe(({ values }) => saveDraft(values, stepRef.current), { values: true }), [form]);

  return (
    <FormContext.Provider value={form}>
      {props.open ? (
        <QuestionnaireDialog {...props} step={step} setStep={setStep} pending={pending} controller={controller} saveDraft={saveDraft} />
      ) : null}
    </FormContext.Provider>
  );
}

interface SubmitController {
  submit(values: InquiryValues, form: FormApi<InquiryValues>): Promise<SubmissionErrors | void>;
}

interface DialogProps extends QuestionnaireProps {
  step: number;
  setStep: (step: number) => void;
  pending: RefObject<PendingSubmission | undefined>;
  controller: RefObject<SubmitController | null>;
  saveDraft: (values: InquiryValues, step: number) => void;
}

type FocusTarget = InquiryField | "step" | "submit" | null;

function QuestionnaireDialog({
  onClose,
  apiBase,
  calendarUrl,
  partner = "",
  funnelSource = "",
  returnFocus,
  onSubmitted,
  onError,
  fetch: fetchImpl,
  step,
  setStep,
  pending,
  controller,
  saveDraft,
}: DialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm<InquiryValues>();
  const submitting = useFormState<InquiryValues>({ submitting: true }).submitting === true;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const subtitleId = `${baseId}-subtitle`;
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef(new Map<string, HTMLElement>());
  // Errors of the current step show only once the visitor tried to go on.
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState("");
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: "step" });
  const current = steps[step]!;
  const isSummary = step === SUMMARY;
  // FUNNEL: one reporter per opening (this component mounts on open); the language is
  // read when an event happens, so a live language switch is counted right.
  const locale = useRef(i18n.locale);
  locale.current = i18n.locale;
  const [funnel] = useState(() =>
    createFunnel({ apiBase, source: funnelSource, lang: () => toWidgetLocale(locale.current), enabled: funnelSource.length > 0 }),
  );
  useEffect(() => funnel.opened(step + 1), []);
  useEffect(() => funnel.reached(step + 1), [step]);

  const stepLabel = (index: number) => {
    const number = index + 1;
    const total = STEP_COUNT;
    return t`Step ${number} of ${total}`;
  };

  const close = useCallback(() => {
    if (form.getState().submitting) return;
    onClose();
  }, [form, onClose]);

  // Focus moves in on open, returns to the opener on close; the page behind must not scroll.
  useEffect(() => {
    const opener = returnFocus ?? deepActiveElement();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Keyboard: Escape closes, Tab cycles inside (listened on the document so it also
  // catches focus that fell out of the dialog, e.g. onto <body> after a button got disabled).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = dialog.current;
      if (!box) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab") return;
      const items = tabbables(box);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = deepActiveElement();
      const inside = active !== null && box.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [close]);

  useEffect(() => {
    const { target } = focus;
    if (!target) return;
    const el =
      target === "submit"
        ? submitButton.current
        : target === "step"
          ? (current.fields[0] && fieldRefs.current.get(current.fields[0])) || heading.current
          : fieldRefs.current.get(target);
    el?.focus();
  }, [focus, step]);

  useEffect(() => saveDraft(form.getState().values, step), [step]);

  const goTo = (next: number, target: FocusTarget = "step") => {
    const bounded = Math.max(0, Math.min(SUMMARY, next));
    setAttempted(target !== "step");
    setFormError("");
    setStep(bounded);
    setFocus({ target });
    if (bounded !== step) setStatus(`${stepLabel(bounded)}: ${i18n._(steps[bounded]!.title)}`);
  };

  /** Sends the visitor to the first field in `errors` and tells them why. */
  const showErrors = (errors: FieldErrors | SubmissionErrors, fields: InquiryField[]) => {
    const first = fields[0]!;
    const message = i18n._(fieldErrorMessage((errors as FieldErrors)[first] ?? "invalid_type"));
    setAlert(`${i18n._(fieldLabels[first])}: ${message}`);
    goTo(stepOf(first), first);
  };

  const next = () => {
    const invalid = orderedErrors(form.getState().errors as FieldErrors, current.fields);
    if (invalid.length > 0) {
      setAttempted(true);
      setAlert("");
      showErrors(form.getState().errors ?? {}, invalid);
      return;
    }
    setAlert("");
    goTo(step + 1);
  };

  controller.current = {
    async submit(values, formApi) {
      setFormError("");
      setAlert("");
      const checked = validateInquiry({
        ...values,
        locale: toWidgetLocale(i18n.locale),
        partner,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      });
      if (!checked.ok) {
        const invalid = orderedErrors(checked.fields);
        if (invalid.length > 0) showErrors(checked.fields ?? {}, invalid);
        return checked.fields;
      }
      const body = checked.value;
      const fingerprint = JSON.stringify(body);
      if (pending.current?.fingerprint !== fingerprint) pending.current = { key: createIdempotencyKey(), fingerprint };
      saveDraft(values, step);
      const result = await postJson<{ id?: unknown }>(apiUrl(apiBase, apiPaths.inquiries), body, {
        idempotencyKey: pending.current.key,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      });

      if (result.ok) {
        funnel.submitted(); // FUNNEL
        pending.current = undefined;
        drafts.clear();
        const url = bookingUrl(calendarUrl, { name: body.name, email: body.email });
        toasts.show({
          variant: "success",
          title: t`Thank you! Your request has been sent.`,
          description: t`Your booking page opens in a new tab. Pick a time for your free consultation call.`,
          action: { label: t`Book a call`, href: url },
          duration: 0,
        });
        onSubmitted?.({ id: typeof result.data?.id === "string" ? result.data.id : "" });
        onClose();
        setTimeout(() => window.open(url, "_blank", "noopener"), CALENDAR_DELAY_MS);
        // The next visitor of this page (a shared screen) starts empty.
        setTimeout(() => {
          formApi.restart(emptyInquiry);
          setStep(0);
          drafts.clear();
        });
        return;
      }

      funnel.failed(); // FUNNEL
      onError?.({ error: result.error, status: result.status });
      console.error(`agency-questionnaire: the submission failed (${result.status} ${result.error})`);
      const serverFields = result.error === "validation_failed" ? orderedErrors(result.fields) : [];
      const description =
        serverFields.length > 0
          ? t`Please check the highlighted field.`
          : result.error === "rate_limited"
            ? t`Too many requests. Please try again shortly.`
            : t`We could not save your details. Please try again.`;
      toasts.show({ variant: "destructive", title: t`Something went wrong`, description, duration: 10_000 });
      if (serverFields.length > 0) {
        showErrors(result.fields ?? {}, serverFields);
        return result.fields as SubmissionErrors;
      }
      setFormError(description);
      setFocus({ target: "submit" });
    },
  };

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (submitting) return;
    if (!isSummary) {
      next();
      return;
    }
    await form.submit();
    const state = form.getState();
    if (state.hasValidationErrors) {
      const invalid = orderedErrors(state.errors);
      if (invalid.length > 0) showErrors(state.errors ?? {}, invalid);
    }
  };

  const registerField = (name: string) => (el: HTMLElement | null) => {
    if (el) fieldRefs.current.set(name, el);
    else fieldRefs.current.delete(name);
  };

  return (
    <div className="backdrop" part="backdrop">
      <div
        ref={dialog}
        className="dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        data-step={current.id}
      >
        <button type="button" className="close" part="close-button" aria-label={t`Close`} onClick={close} disabled={submitting}>
          <span aria-hidden="true">×</span>
        </button>
        <header className="header" part="header">
          <div className="progress" part="progress">
            <span className="dots" aria-hidden="true">
              {steps.map((s, i) => (
                <span key={s.id} className="dot" data-state={i < step ? "done" : i === step ? "current" : "upcoming"} />
              ))}
            </span>
            <span className="step-count">{stepLabel(step)}</span>
          </div>
          <h2 ref={heading} id={titleId} className="title" part="title" tabIndex={-1}>
            {i18n._(current.title)}
          </h2>
          <p id={subtitleId} className="subtitle" part="subtitle">
            {i18n._(current.subtitle)}
          </p>
        </header>
        <form className="form" part="form" noValidate onSubmit={onSubmit}>
          <div className="body" part="body">
            {isSummary ? (
              <Summary onEdit={(i) => goTo(i)} disabled={submitting} />
            ) : (
              <>
                <p className="required-note">
                  <span aria-hidden="true">* </span>
                  {t`Required field`}
                </p>
                {current.fields.map((name) => (
                  <QuestionField key={name} name={name} showError={attempted} inputRef={registerField(name)} />
                ))}
              </>
            )}
            <div className="hp" aria-hidden="true">
              <label>
                {t`Please leave this field empty`}
                <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {formError ? (
              <p className="form-error" part="form-error">
                {formError}
              </p>
            ) : null}
          </div>
          <div className="footer" part="footer">
            {step > 0 ? (
              <button type="button" className="button secondary" part="back-button" onClick={() => goTo(step - 1)} disabled={submitting}>
                {t`Back`}
              </button>
            ) : null}
            <button ref={submitButton} type="submit" className="button primary" part="next-button" disabled={submitting}>
              {isSummary ? (submitting ? t`Saving...` : t`Book Appointment`) : t`Next`}
            </button>
          </div>
        </form>
        <div className="visually-hidden" role="status" aria-live="polite">
          {status}
        </div>
        <div className="visually-hidden" role="alert" aria-live="assertive">
          {alert}
        </div>
      </div>
    </div>
  );
}

function QuestionField({ name, showError, inputRef }: { name: InquiryField; showError: boolean; inputRef: (el: HTMLElement | null) => void }) {
  const { t, i18n } = useLingui();
  const field = useField<InquiryValues>(name, { value: true, error: true, submitError: true, dirtySinceLastSubmit: true });
  const id = useId();
  const spec = inputs[name];
  const hint = fieldHints[name];
  const required = isRequired(name);
  const code: string | undefined = (showError && field.error) || (!field.dirtySinceLastSubmit && field.submitError) || undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", code ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    ref: inputRef,
    value: field.value ?? "",
    onChange: (event: { currentTarget: { value: string } }) => field.change(event.currentTarget.value),
    onBlur: () => field.blur(),
    onFocus: () => field.focus(),
    required,
    "aria-invalid": code ? true : undefined,
    "aria-describedby": describedBy,
    className: "input",
    part: "input",
  } as const;
  const options = fieldOptions[name];

  return (
    <div className="field" part="field" data-invalid={code ? "" : undefined}>
      <label htmlFor={id} className="label" part="label">
        {i18n._(fieldLabels[name])}
        {required ? (
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="hint">
          {i18n._(hint)}
        </p>
      ) : null}
      {spec.type === "textarea" ? (
        <textarea {...common} rows={4} maxLength={spec.maxLength} />
      ) : spec.type === "select" && options ? (
        <select {...common}>
          <option value="">{t`Please choose`}</option>
          {options.values.map((v) => (
            <option key={v} value={v}>
              {i18n._(options.labels[v]!)}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={spec.type} autoComplete={spec.autoComplete} maxLength={spec.maxLength} />
      )}
      {code ? (
        <p id={errorId} className="error" part="error">
          {i18n._(fieldErrorMessage(code))}
        </p>
      ) : null}
    </div>
  );
}

function Summary({ onEdit, disabled }: { onEdit: (step: number) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<InquiryValues>({ values: true });
  const sectionTitles = [t`Project`, t`Company`, t`Contact`];
  const baseId = useId();
  const display = (name: InquiryField): string => {
    const value = values[name]?.trim();
    if (!value) return "-";
    const label = fieldOptions[name]?.labels[value];
    return label ? i18n._(label) : value;
  };
  return (
    <div className="summary" part="summary">
      {steps.slice(0, SUMMARY).map((s, i) => {
        const headingId = `${baseId}-${i}`;
        const title = sectionTitles[i]!;
        return (
          <section key={s.id} className="summary-section" aria-labelledby={headingId}>
            <div className="summary-head">
              <h3 id={headingId}>{title}</h3>
              <button
                type="button"
                className="edit"
                part="edit-button"
                onClick={() => onEdit(i)}
                disabled={disabled}
                aria-label={t`Edit ${title}`}
              >
                {t`Edit`}
              </button>
            </div>
            <dl>
              {s.fields.map((name) => (
                <div key={name} className="summary-row">
                  <dt>{i18n._(fieldLabels[name])}</dt>
                  <dd>{display(name)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
