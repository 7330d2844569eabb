/**
 * The pieces the questionnaire's view is built of: the step's header, fields and footer,
 * one question's input, the close button, the draft's sync.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useId } from "react";
import { useField, useForm } from "react-final-form";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { type InquiryField, type InquiryValues, isRequiredInquiryField } from "../../contract/inquiry/fields.ts";
import { boundInput, FieldError, FieldMark, RequiredNote, useFieldError } from "../lib/fields.tsx";
import type { Draft } from "./questionnaire.draft.ts";
import { allFields, fieldHints, fieldOptions, inputOf, SUMMARY, stepLabel, steps } from "./questionnaire.fields.ts";

/**
 * The dots and "Step n of 4", the step's title (focused when the step has no field) and
 * subtitle; ids `<idPrefix>-title`, `-subtitle`. The first step also says what the
 * visitor is in for: how long it takes and that it ends with picking a time.
 */
export function StepHeader({
  step,
  idPrefix,
  headingRef,
  language,
}: {
  step: number;
  idPrefix: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The visitor's language switch, at the end of the progress row. */
  language?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const current = steps[step]!;
  return (
    <header className="header" part="header">
      <div className="progress" part="progress">
        <span className="dots" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s.id} className="dot" data-state={i < step ? "done" : i === step ? "current" : "upcoming"} />
          ))}
        </span>
        <span className="step-count">{stepLabel(i18n, step)}</span>
        {language}
      </div>
      <h2 ref={headingRef} id={`${idPrefix}-title`} className="title" part="title" tabIndex={-1}>
        {i18n._(current.title)}
      </h2>
      <p id={`${idPrefix}-subtitle`} className="subtitle" part="subtitle">
        {i18n._(current.subtitle)}
      </p>
      {step === 0 ? (
        <p className="intro" part="intro">
          {t`It takes about two minutes. At the end you pick a time for your free consultation call.`}
        </p>
      ) : null}
    </header>
  );
}

/**
 * Inside the form: writes every change into the draft at once, and keeps every field
 * registered while its step is not shown (react-final-form 7 resets a field whose state
 * final-form dropped on unregister to its initial value when it mounts again, which would
 * empty a step the visitor goes back to).
 */
export function DraftSync({ draft }: { draft: Draft }) {
  const form = useForm<InquiryValues>();
  useEffect(() => {
    const keep = allFields.map((name) => form.registerField(name, () => {}, {}));
    const stop = form.subscribe(({ values }) => draft.save({ values }), { values: true });
    return () => {
      stop();
      for (const release of keep) release();
    };
  }, [form, draft]);
  return null;
}

/** The fields of one of the first three steps; their errors show once the visitor tried to go on. */
export function StepFields({
  fields,
  attempted,
  register,
}: {
  fields: readonly InquiryField[];
  attempted: boolean;
  register: (name: InquiryField) => (el: HTMLElement | null) => void;
}) {
  return (
    <>
      <RequiredNote />
      {fields.map((name) => (
        <QuestionField key={name} name={name} showError={attempted} inputRef={register(name)} />
      ))}
    </>
  );
}

/** Back (from step 2 on) and Next, which on the summary is Book Appointment, "Saving..." while it sends. */
export function StepFooter({
  step,
  submitting,
  onBack,
  submitRef,
  describedBy,
  note,
}: {
  step: number;
  submitting: boolean;
  onBack: () => void;
  submitRef: RefObject<HTMLButtonElement | null>;
  /** The id of the text that says what the button does. */
  describedBy?: string;
  /** Why the last press failed; in the pinned footer, where the visitor's eyes are after pressing. */
  note?: string;
}) {
  const { t } = useLingui();
  return (
    <div className="footer" part="footer">
      {note ? (
        <p className="form-error" part="form-error">
          {note}
        </p>
      ) : null}
      {step > 0 ? (
        <button type="button" className="button secondary" part="back-button" onClick={onBack} disabled={submitting}>
          {t`Back`}
        </button>
      ) : null}
      <button
        ref={submitRef}
        type="submit"
        className="button primary"
        part="next-button"
        disabled={submitting}
        aria-describedby={describedBy}
      >
        {step === SUMMARY ? (submitting ? t`Saving...` : t`Book Appointment`) : t`Next`}
      </button>
    </div>
  );
}

/** The × in the corner; the same guard as Escape (no closing while a submission runs). */
export function CloseButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <button type="button" className="close" part="close-button" aria-label={t`Close`} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** One question: label, hint, input and its error once the visitor tried to go on (or the API refused it). */
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
  const { input } = useField<string, HTMLElement, string>(name, { subscription: { value: true } });
  const code = useFieldError(name, showError);
  const id = useId();
  const spec = inputOf(name);
  const hint = fieldHints[name];
  const required = isRequiredInquiryField(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", code ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name, ref: inputRef, required, ...boundInput(input, { invalid: Boolean(code), describedBy }) };
  const options = fieldOptions[name];

  return (
    <div className="field" part="field" data-invalid={code ? "" : undefined}>
      <label htmlFor={id} className="label" part="label">
        {i18n._(inquiryFieldLabels[name])}
        <FieldMark required={required} />
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

/** On the company step: the page a buyer forwards to IT and procurement, in their language. */
export function ProcurementNote({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <p className="privacy-note" part="procurement-note">
      {t`Need company facts, our DPA or references for your IT and procurement?`}{" "}
      <a href={href} target="_blank" rel="noopener">
        {t`For IT and procurement`}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
    </p>
  );
}
