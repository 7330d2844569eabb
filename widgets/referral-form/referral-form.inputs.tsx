import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useId } from "react";
import { useField } from "react-final-form";
import { boundInput, FieldError, RequiredMark, useFieldError } from "../lib/fields.tsx";
import { fieldLabels, inputs, isRequired, type ReferralTextField } from "./referral-form.fields.ts";

interface FieldProps {
  inputRef: (el: HTMLElement | null) => void;
  /** The visitor tried to send: every field shows its error. */
  attempted: boolean;
  disabled: boolean;
}

/** A text or e-mail field; its error shows once the visitor changed and left it, or tried to send. */
export function TextField({ name, inputRef, attempted, disabled }: FieldProps & { name: ReferralTextField }) {
  const { t, i18n } = useLingui();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const code = useFieldError(name, attempted, true);
  const id = useId();
  const errorId = `${id}-error`;
  const required = isRequired(name);
  const spec = inputs[name];
  return (
    <div className="field" part="field" data-invalid={code ? "" : undefined}>
      <label htmlFor={id} className="label" part="label">
        {i18n._(fieldLabels[name])}
        {required ? (
          <RequiredMark />
        ) : (
          <>
            {" "}
            <span className="optional">{t`(optional)`}</span>
          </>
        )}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={spec.type}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
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
          {i18n._(fieldLabels.confirmed)}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={errorId} code={code} />
    </div>
  );
}

/** What happens next, shown and announced after a referral went out. */
export const successMessage = msg`Your referral has been sent. We will contact the company you recommended and tell you by email how it goes.`;

/**
 * The confirmation after a referral went out: what happens next for the person who
 * recommended, and when their reward is due (the amounts only where the form states the
 * reward, so a page that states it beside the form does not repeat it). Booking a call for
 * a project of their own is offered, as a secondary link, not as the next step.
 */
export function SuccessView({
  url,
  Heading,
  headingRef,
  reward,
}: {
  url: string;
  Heading: "h2" | "h3";
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The reward's amounts, written for the form's language; null when the page states them. */
  reward: { discount: string; giftCard: string } | null;
}) {
  const { t, i18n } = useLingui();
  const { discount, giftCard } = reward ?? { discount: "", giftCard: "" };
  return (
    <div className="success" part="success">
      <span className="check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <Heading ref={headingRef} className="title" part="title" tabIndex={-1}>
        {t`Thank you!`}
      </Heading>
      <p className="success-text" part="success-text">
        {i18n._(successMessage)}
      </p>
      <p className="success-reward" part="success-reward">
        {reward
          ? t`Your reward is due once they sign up for a project: a ${discount} discount on your next project or a ${giftCard} gift card, whichever you prefer.`
          : t`Your reward is due once they sign up for a project.`}
      </p>
      <p className="success-more" part="success-more">
        {t`Planning a project of your own?`}{" "}
        <a className="link" part="schedule-button" href={url} target="_blank" rel="noopener">
          {t`Schedule a call`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </p>
    </div>
  );
}
