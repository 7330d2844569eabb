import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useField, useForm, useFormState } from "react-final-form";
import type { FieldErrors } from "../../contract/errors.ts";
import { emptyInquiry, type Inquiry, type InquiryField, type InquiryValues, validateInquiry } from "../../contract/inquiry.ts";
import { apiPaths, HONEYPOT_FIELD } from "../../contract/limits.ts";
import { bookingUrl } from "../lib/booking.ts";
import { deepActiveElement, tabbables } from "../lib/dom.ts";
import { fieldErrorMessage } from "../lib/field-errors.ts";
import { Announcer, boundInput, FieldError, Honeypot, PrivacyNote, RequiredMark, useFieldRefs } from "../lib/fields.tsx";
import { createFunnel, type Funnel } from "../lib/funnel.ts";
import { toWidgetLocale } from "../lib/locale.ts";
import { adoptStyles, unadoptStyles } from "../lib/styles.ts";
import { type FailureDetail, type PendingStore, useSubmission } from "../lib/submission.ts";
import { useTurnstile } from "../lib/turnstile.ts";
import { TURNSTILE_FIELD } from "../../contract/turnstile.ts";
import { ToastRegion } from "../toast/toast.component.tsx";
import { toasts } from "../lib/toasts.ts";
import { drafts, isEmptyDraft } from "./questionnaire.draft.ts";
import type { QuestionnaireSubmittedDetail } from "./questionnaire.events.ts";
import { fieldHints, fieldLabels, fieldOptions, inputs, isRequired, STEP_COUNT, stepOf, steps } from "./questionnaire.fields.ts";

/** The booking page opens this long after the success. */
export const CALENDAR_DELAY_MS = 1000;

const SUMMARY = STEP_COUNT - 1;
const allFields = steps.flatMap((s) => s.fields);

/**
 * Keeps the host page from scrolling behind the open dialog, without touching the page's
 * own inline styles: a document-level adopted sheet that is removed again on close.
 */
const SCROLL_LOCK = "html{overflow:hidden!important}";

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
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** final-form's validator: the contract's codes for every field (shown per step). */
function validate(values: InquiryValues): FieldErrors {
  const result = validateInquiry(values);
  return result.ok || result.body ? {} : result.fields;
}

/** The visitor's fields among `errors`, in the order the dialog shows them. */
function orderedErrors(errors: object | undefined, fields: readonly InquiryField[] = allFields): InquiryField[] {
  return fields.filter((f) => typeof (errors as Record<string, unknown> | undefined)?.[f] === "string");
}

/**
 * The project questionnaire: a native modal `<dialog>` (top layer, so no transform,
 * `overflow` or z-index of the host page can clip it) with four steps that ends in a
 * stored lead, a success toast and the prefilled booking page. The form stays mounted
 * while the dialog is closed, and every change goes to the tab's session storage, so
 * nothing typed is lost by closing or reloading.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const initial = useMemo(() => drafts.read(), []);
  const initialValues = useMemo(() => initial?.values ?? emptyInquiry, [initial]);
  const [step, setStep] = useState(initial?.step ?? 0);
  const submitRef = useRef<(values: InquiryValues) => Promise<object | undefined>>(null);
  const onSubmit = useCallback((values: InquiryValues) => submitRef.current?.(values), []);
  return (
    <Form<InquiryValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{}}
      render={() => (
        <QuestionnaireDialog {...props} step={step} setStep={setStep} submitRef={submitRef} initialPending={initial?.pending} />
      )}
    />
  );
}

interface DialogProps extends QuestionnaireProps {
  step: number;
  setStep: (step: number) => void;
  submitRef: { current: ((values: InquiryValues) => Promise<object | undefined>) | null };
  initialPending: ReturnType<PendingStore["read"]>;
}

type FocusTarget = InquiryField | "step" | "submit" | null;

function QuestionnaireDialog({
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
  fetch: fetchImpl,
  step,
  setStep,
  submitRef,
  initialPending,
}: DialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm<InquiryValues>();
  const submitting = useFormState<InquiryValues>({ subscription: { submitting: true } }).submitting === true;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const subtitleId = `${baseId}-subtitle`;
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fieldRefs = useFieldRefs();
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  /** Hands the toasts back to the page (once); called before the success toast so it is announced once, on the page. */
  const releaseToasts = useRef<() => void>(() => {});
  const stepRef = useRef(step);
  stepRef.current = step;
  // Errors of the current step show only once the visitor tried to go on.
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState("");
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: "step" });
  const current = steps[step]!;
  const isSummary = step === SUMMARY;
  // The optional bot check sits on the last step, next to the button that sends.
  const turnstile = useTurnstile(apiBase, toWidgetLocale(i18n.locale), open && isSummary, fetchImpl);
  // The anonymous funnel: a reporter per opening; the language is read when an event
  // happens, so a live language switch is counted right.
  const funnel = useRef<Funnel | null>(null);
  const funnelSetup = useRef({ apiBase, funnelSource, locale: i18n.locale });
  funnelSetup.current = { apiBase, funnelSource, locale: i18n.locale };

  const pending = useRef(initialPending);
  const saveDraft = useCallback(
    (atStep: number = stepRef.current) => {
      const draft = { values: form.getState().values, step: atStep, ...(pending.current ? { pending: pending.current } : {}) };
      if (isEmptyDraft(draft)) drafts.clear();
      else drafts.write(draft);
    },
    [form],
  );
  const pendingStore = useMemo<PendingStore>(
    () => ({
      read: () => pending.current,
      write: (next) => {
        pending.current = next;
        saveDraft();
      },
    }),
    [saveDraft],
  );

  // Every field stays registered while its step is not shown: react-final-form 7 resets a
  // field whose state final-form dropped on unregister to its initial value when it
  // mounts again, which would empty a step the visitor goes back to.
  useEffect(() => {
    const keep = allFields.map((name) => form.registerField(name, () => {}, {}));
    return () => {
      for (const release of keep) release();
    };
  }, [form]);

  // Every change is kept in the tab's session storage right away.
  useEffect(() => form.subscribe(() => saveDraft(), { values: true }), [form, saveDraft]);
  useEffect(() => saveDraft(step), [step, saveDraft]);

  const stepLabel = (index: number) => {
    const number = index + 1;
    const total = STEP_COUNT;
    return t`Step ${number} of ${total}`;
  };

  const close = useCallback(() => {
    if (form.getState().submitting) return;
    onClose();
  }, [form, onClose]);

  // The `open` prop drives the native dialog: showModal() puts it in the top layer and
  // makes the page behind it inert; the page must not scroll underneath.
  useEffect(() => {
    const box = dialog.current;
    if (!box || !open) return;
    opener.current = returnFocusRef.current ?? deepActiveElement();
    if (!box.open) {
      if (typeof box.showModal === "function") box.showModal();
      else box.setAttribute("open", "");
    }
    const doc = box.ownerDocument;
    adoptStyles(doc, SCROLL_LOCK);
    const release = toasts.claim();
    releaseToasts.current = release;
    setFocus({ target: "step" });
    const { apiBase: base, funnelSource: source = "" } = funnelSetup.current;
    funnel.current = createFunnel({
      apiBase: base,
      source,
      lang: () => toWidgetLocale(funnelSetup.current.locale),
      enabled: source.length > 0,
    });
    funnel.current.opened(stepRef.current + 1);
    return () => {
      release();
      unadoptStyles(doc, SCROLL_LOCK);
      if (box.open) {
        if (typeof box.close === "function") box.close();
        else box.removeAttribute("open");
      }
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  // Escape: the dialog's own cancel event; closing is refused while a submission runs.
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // Tab cycles inside: showModal alone lets focus leave for the browser's own controls.
    const onKeyDown = (event: KeyboardEvent) => {
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
      const active = deepActiveElement(box.ownerDocument);
      const inside = active !== null && box.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    box.addEventListener("cancel", onCancel);
    box.addEventListener("keydown", onKeyDown);
    return () => {
      box.removeEventListener("cancel", onCancel);
      box.removeEventListener("keydown", onKeyDown);
    };
  }, [close]);

  const firstField = current.fields[0];
  useEffect(() => {
    const { target } = focus;
    if (!target || !open) return;
    const el =
      target === "submit"
        ? submitButton.current
        : target === "step"
          ? (firstField && fieldRefs.get(firstField)) || heading.current
          : fieldRefs.get(target);
    el?.focus();
  }, [focus, open, firstField, fieldRefs]);

  const goTo = (next: number, target: FocusTarget = "step") => {
    const bounded = Math.max(0, Math.min(SUMMARY, next));
    setAttempted(target !== "step");
    setFormError("");
    setStep(bounded);
    setFocus({ target });
    if (bounded !== step) {
      setStatus(`${stepLabel(bounded)}: ${i18n._(steps[bounded]!.title)}`);
      funnel.current?.reached(bounded + 1);
    }
  };

  /** Sends the visitor to the first refused field and tells them why. */
  const showErrors = (errors: FieldErrors): boolean => {
    const fields = orderedErrors(errors);
    const first = fields[0];
    if (!first) return false;
    setAlert(`${i18n._(fieldLabels[first])}: ${i18n._(fieldErrorMessage(errors[first] ?? "invalid_type"))}`);
    goTo(stepOf(first), first);
    return true;
  };

  const next = () => {
    const errors = (form.getState().errors ?? {}) as FieldErrors;
    const invalid = orderedErrors(errors, current.fields);
    setAlert("");
    if (invalid.length > 0) {
      setAttempted(true);
      showErrors(Object.fromEntries(invalid.map((f) => [f, errors[f]])) as FieldErrors);
      return;
    }
    goTo(step + 1);
  };

  submitRef.current = useSubmission<InquiryValues, Inquiry>({
    source: "agency-questionnaire",
    path: apiPaths.inquiries,
    apiBase,
    pending: pendingStore,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    prepare: (values) => {
      setFormError("");
      setAlert("");
      const checked = validateInquiry({
        ...values,
        locale: toWidgetLocale(i18n.locale),
        partner,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      });
      if (!checked.ok) return { ok: false, fields: checked.fields ?? {} };
      return { ok: true, body: turnstile.token ? { ...checked.value, [TURNSTILE_FIELD]: turnstile.token } : checked.value };
    },
    showFieldErrors: showErrors,
    onBotCheckFailed: turnstile.reset,
    onSuccess: (id, body) => {
      funnel.current?.submitted();
      drafts.clear();
      const url = bookingUrl(calendarUrl, { name: body.name, email: body.email });
      onSubmitted?.({ id });
      onClose();
      releaseToasts.current();
      toasts.show({
        variant: "success",
        title: t`Thank you! Your request has been sent.`,
        description: t`Your booking page opens in a new tab. Pick a time for your free consultation call.`,
        action: { label: t`Book a call`, href: url },
        duration: 0,
      });
      setTimeout(() => window.open(url, "_blank", "noopener"), CALENDAR_DELAY_MS);
      // The next visitor of this page (a shared screen) starts empty.
      setTimeout(() => {
        form.restart(emptyInquiry);
        setStep(0);
        drafts.clear();
      });
    },
    onFailure: (detail) => {
      funnel.current?.failed();
      onError?.(detail);
    },
    failure: { title: t`Something went wrong`, description: t`We could not save your details. Please try again.` },
    onGeneralFailure: (description) => {
      setFormError(description);
      setFocus({ target: "submit" });
    },
  });

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (form.getState().submitting) return;
    if (!isSummary) {
      next();
      return;
    }
    if (turnstile.required && !turnstile.token) {
      setFormError(t`Please complete the security check above the button first.`);
      return;
    }
    await form.submit();
    const state = form.getState();
    if (state.hasValidationErrors) showErrors((state.errors ?? {}) as FieldErrors);
  };

  return (
    <dialog ref={dialog} className="dialog" part="dialog" aria-labelledby={titleId} aria-describedby={subtitleId} data-step={current.id}>
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
                <QuestionField key={name} name={name} showError={attempted} inputRef={fieldRefs.register(name)} />
              ))}
            </>
          )}
          <Honeypot inputRef={honeypot} />
          {formError ? (
            <p className="form-error" part="form-error">
              {formError}
            </p>
          ) : null}
        </div>
        {isSummary ? <div className="bot-check" ref={turnstile.container} /> : null}
        {isSummary && privacyUrl ? <PrivacyNote href={privacyUrl} /> : null}
        {open ? <ToastRegion placement="dialog" /> : null}
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
      <Announcer status={status} alert={alert} />
    </dialog>
  );
}

function QuestionField({
  name,
  showError,
  inputRef,
}: {
  name: InquiryField;
  showError: boolean;
  inputRef: (el: HTMLElement | null) => void;
}) {
  const { t, i18n } = useLingui();
  const { input, meta } = useField<string, HTMLElement, string>(name, {
    subscription: { value: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const id = useId();
  const spec = inputs[name];
  const hint = fieldHints[name];
  const required = isRequired(name);
  const code: string | undefined = (showError && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", code ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name, ref: inputRef, required, ...boundInput(input, { invalid: Boolean(code), describedBy }) };
  const options = fieldOptions[name];

  return (
    <div className="field" part="field" data-invalid={code ? "" : undefined}>
      <label htmlFor={id} className="label" part="label">
        {i18n._(fieldLabels[name])}
        {required ? <RequiredMark /> : null}
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
      <FieldError id={errorId} code={code} />
    </div>
  );
}

function Summary({ onEdit, disabled }: { onEdit: (step: number) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<InquiryValues>({ subscription: { values: true } });
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
