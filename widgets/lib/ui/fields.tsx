/**
 * Form parts both forms share: field marks and errors, the required and privacy notes,
 * the honeypot and the live regions.
 *
 * ui/ holds the parts both forms show and how they behave: these fields, the field
 * error texts, the shared form styles, the language switch, the close button, the modal
 * mechanics and the questionnaire's prefill.
 */
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { createContext, type Ref, useContext, useState } from "react";
import { useField } from "react-final-form";

/**
 * Maps a field error code to its text. Provided by the form's lazy chunk (lib/ui/field-errors.ts),
 * the only code that produces error codes.
 */
export const FieldErrorTexts = createContext<((code: string) => MessageDescriptor) | null>(null);

/** The asterisk of a required field; screen readers hear `required` from the input instead. */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {" *"}
    </span>
  );
}

/** After a field's label: the asterisk of a required field, or "(optional)". */
export function FieldMark({ required }: { required: boolean }) {
  const { t } = useLingui();
  return required ? (
    <RequiredMark />
  ) : (
    <>
      {" "}
      <span className="optional">{t`(optional)`}</span>
    </>
  );
}

/** The line above a form's fields that explains the asterisk. */
export function RequiredNote() {
  const { t } = useLingui();
  return (
    <p className="required-note">
      <span aria-hidden="true">* </span>
      {t`Required field`}
    </p>
  );
}

/** A field's error in the widget's language; `id` is what the input's aria-describedby names. */
export function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const { i18n } = useLingui();
  const messageOf = useContext(FieldErrorTexts);
  if (!code || !messageOf) return null;
  return (
    <p id={id} className="error" part="error">
      {i18n._(messageOf(code))}
    </p>
  );
}

/**
 * Returns the error code a field shows: its validation error once `attempted` (or, with
 * `afterLeaving`, once the field was changed and left); else the API's refusal until the
 * field is edited.
 */
export function useFieldError(name: string, attempted: boolean, afterLeaving = false): string | undefined {
  const { meta } = useField(name, {
    subscription: { error: true, touched: true, modified: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const own = (attempted || (afterLeaving && meta.touched && meta.modified)) && meta.error;
  return (own || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined) as string | undefined;
}

/** Returns the props every text input shares: final-form binding, `input` part and class, error ARIA state. */
export function boundInput(
  input: { value: string; onChange(value: string): void; onBlur(): void; onFocus(): void },
  a11y: { invalid: boolean; describedBy: string | undefined },
) {
  return {
    value: input.value ?? "",
    onChange: (event: { currentTarget: { value: string } }) => input.onChange(event.currentTarget.value),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    "aria-invalid": a11y.invalid ? true : undefined,
    "aria-describedby": a11y.describedBy,
    className: "input",
    part: "input",
  } as const;
}

/** A registry of the form's fields by name, so a refused field can be focused from anywhere. */
export function useFieldRefs() {
  const [registry] = useState(() => {
    const refs = new Map<string, HTMLElement>();
    return {
      get: (name: string) => refs.get(name),
      register: (name: string) => (el: HTMLElement | null) => {
        if (el) refs.set(name, el);
        else refs.delete(name);
      },
    };
  });
  return registry;
}

/** The form's two live regions: step changes and successes politely, refusals at once. */
export function Announcer({ status, alert }: { status: string; alert: string }) {
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive">
        {alert}
      </div>
    </>
  );
}

/** The privacy notice beside the submit button: what the details are used for, and the policy link. */
export function PrivacyNote({ href, purpose }: { href: string; purpose?: string }) {
  const { t } = useLingui();
  return (
    <p className="privacy-note" part="privacy-note">
      {purpose ?? t`We use your details only to answer your request.`}{" "}
      <a href={href} target="_blank" rel="noopener">
        {t`Privacy policy`}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
    </p>
  );
}

/**
 * A field only bots fill: hidden from people and assistive technology, out of the tab order,
 * never autofilled. The form sends it as the contract's HONEYPOT_FIELD; the API answers a
 * filled one with a success and stores nothing.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  return (
    <div className="hp" aria-hidden="true">
      <label>
        {t`Please leave this field empty`}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
