/**
 * The pieces the referral form's view is built of: a text field and the confirmation's
 * checkbox.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useField } from "react-final-form";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import { isRequiredReferralField, type ReferralTextField, referralFieldDeclarations } from "../../contract/referral/fields.ts";
import { boundInput, FieldError, FieldMark, RequiredMark, useFieldError } from "../lib/fields.tsx";
import { autoCompletes, confirmation } from "./referral-form.fields.ts";

interface FieldProps {
  inputRef: (el: HTMLElement | null) => void;
  /** The visitor tried to send: every field shows its error. */
  attempted: boolean;
  disabled: boolean;
}

/**
 * A text or e-mail field as the contract declares it (an address takes an e-mail input, the
 * contract's limit its maxLength); its error shows once the visitor changed and left it, or
 * tried to send.
 */
export function TextField({ name, inputRef, attempted, disabled }: FieldProps & { name: ReferralTextField }) {
  const { i18n } = useLingui();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const code = useFieldError(name, attempted, true);
  const id = useId();
  const errorId = `${id}-error`;
  const required = isRequiredReferralField(name);
  const { text, max } = referralFieldDeclarations[name];
  return (
    <div className="field" part="field" data-invalid={code ? "" : undefined}>
      <label htmlFor={id} className="label" part="label">
        {i18n._(referralFieldLabels[name])}
        <FieldMark required={required} />
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={text === "email" ? "email" : "text"}
        autoComplete={autoCompletes[name] ?? "off"}
        maxLength={max}
        required={required}
        aria-required={required ? true : undefined}
        readOnly={disabled}
        {...boundInput(input, { invalid: Boolean(code), describedBy: code ? errorId : undefined })}
      />
      <FieldError id={errorId} code={code} />
    </div>
  );
}

/** The referrer confirms that the person they recommend agreed to be contacted. */
export function ConfirmField({ inputRef, attempted, disabled }: FieldProps) {
  const { i18n } = useLingui();
  const { input } = useField<boolean>("confirmed", { subscription: { value: true } });
  const code = useFieldError("confirmed", attempted, true);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field checkbox-field" part="field" data-invalid={code ? "" : undefined}>
      <div className="checkbox-row">
        <input
          ref={inputRef}
          id={id}
          name="confirmed"
          type="checkbox"
          className="checkbox"
          part="checkbox"
          checked={input.value === true}
          required
          aria-required
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? errorId : undefined}
          disabled={disabled}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
        <label htmlFor={id} className="label" part="label">
          {i18n._(confirmation)}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={errorId} code={code} />
    </div>
  );
}
