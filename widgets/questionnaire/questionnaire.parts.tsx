/**
 * The small pieces the questionnaire is built of: its frame (the dialog, or inline a
 * section), the step's fields, one question's input, the procurement
 * note, and the syncs of draft and prefill.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useField, useForm } from "react-final-form";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { type InquiryField, type InquiryValues, isRequiredInquiryField } from "../../contract/inquiry/fields.ts";
import { boundInput, FieldError, FieldMark, RequiredNote, useFieldError } from "../lib/ui/fields.tsx";
import { emptyFieldsOf, type Prefill } from "../lib/ui/prefill.ts";
import type { Draft } from "./questionnaire.draft.ts";
import { allFields, fieldHints, fieldOptions, inputOf, steps } from "./questionnaire.fields.ts";

/**
 * Inside the form: writes every change into the draft at once, and keeps every field
 * registered while its step is not shown (react-final-form 7 resets a field whose state
 * final-form dropped on unregister to its initial value when it mounts again, which would
 * empty a step the visitor goes back to). The twelve registrations are one batch: each
 * would otherwise tell the form and every field, in the effects of the first render that a
 * press on a trigger waits for.
 */
export function DraftSync({ draft }: { draft: Draft }) {
  const form = useForm<InquiryValues>();
  useEffect(() => {
    let keep: (() => void)[] = [];
    form.batch(() => {
      keep = allFields.map((name) => form.registerField(name, () => {}, {}));
    });
    const stop = form.subscribe(({ values }) => draft.save({ values }), { values: true });
    return () => {
      stop();
      for (const release of keep) release();
    };
  }, [form, draft]);
  return null;
}

/**
 * Fills the fields `prefill` has a value for while they are empty, at the start, when the
 * prefill changes (a call-to-action's project type) and at each opening: a prefill never
 * replaces what the visitor typed or chose.
 */
export function PrefillSync({ prefill, open }: { prefill: Prefill | undefined; open: boolean }) {
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

/** The dialog, or inline the section, that holds the steps; inline, the first focus in it is its opening, for the funnel. */
export function QuestionnaireFrame({
  inline,
  dialog,
  step,
  onOpened,
  children,
}: {
  inline: boolean;
  dialog: RefObject<HTMLDialogElement | null>;
  step: number;
  onOpened: () => void;
  children: (baseId: string) => ReactNode;
}) {
  const baseId = useId();
  const started = useRef(false);
  const stepId = steps[step]!.id;
  const start = () => {
    if (started.current) return;
    started.current = true;
    onOpened();
  };
  return inline ? (
    <section className="dialog inline" part="inline" aria-labelledby={`${baseId}-title`} data-step={stepId} onFocus={start}>
      {children(baseId)}
    </section>
  ) : (
    <dialog
      ref={dialog}
      className="dialog"
      part="dialog"
      aria-labelledby={`${baseId}-title`}
      aria-describedby={`${baseId}-subtitle`}
      data-step={stepId}
    >
      {children(baseId)}
    </dialog>
  );
}
