/**
 * The pieces the referral form's view is built of: the form's markup (heading, reward,
 * fields, bot check, the button that sends), a text field and the confirmation's checkbox.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { type RefObject, useId } from "react";
import { useField } from "react-final-form";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import {
  isRequiredReferralField,
  type ReferralTextField,
  type ReferralValues,
  referralFieldDeclarations,
} from "../../contract/referral/fields.ts";
import { toWidgetLocale, type WidgetLocale } from "../lib/i18n/locale.ts";
import {
  boundInput,
  FieldError,
  FieldMark,
  Honeypot,
  PrivacyNote,
  RequiredMark,
  RequiredNote,
  useFieldError,
  type useFieldRefs,
} from "../lib/ui/fields.tsx";
import { LanguageSelect } from "../lib/ui/language-select.tsx";
import type { ReferralController } from "./referral-form.controller.ts";
import { autoCompletes, confirmation, groups } from "./referral-form.fields.ts";
import type { ReferralState } from "./referral-form.types.ts";

interface ReferralFieldsProps {
  form: FormApi<ReferralValues>;
  controller: ReferralController;
  state: ReferralState;
  submitting: boolean;
  titleId: string;
  Heading: "h2" | "h3";
  /** The reward's amounts, written for the form's language; null where the page states them. */
  reward: { discount: string; giftCard: string } | null;
  refs: {
    fields: ReturnType<typeof useFieldRefs>;
    submit: RefObject<HTMLButtonElement | null>;
    honeypot: RefObject<HTMLInputElement | null>;
    botCheck: (el: HTMLElement | null) => void;
  };
  privacyUrl?: string;
  onLanguage?: (locale: WidgetLocale) => void;
}

/** The referral form's markup: heading, reward, fields, bot check and the button that sends. */
export function ReferralFields({
  form,
  controller,
  state,
  submitting,
  titleId,
  Heading,
  reward,
  refs,
  privacyUrl,
  onLanguage,
}: ReferralFieldsProps) {
  const { t, i18n } = useLingui();
  const { discount, giftCard } = reward ?? { discount: "", giftCard: "" };
  return (
    <form
      className="form"
      part="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        // final-form's own check: its codes, not a second run of the rules (lib/submission/hooks.ts).
        void controller.advance(form.getState()).then((submit) => {
          if (submit) void form.submit();
        });
      }}
    >
      <div className="title-row">
        <Heading id={titleId} className="title" part="title">
          {t`Recommend a company`}
        </Heading>
        {onLanguage ? <LanguageSelect locale={toWidgetLocale(i18n.locale)} onChange={onLanguage} /> : null}
      </div>
      {reward ? (
        <p className="reward" part="reward">
          {t`Receive a ${discount} discount on your next project or a ${giftCard} gift card once the company you recommend signs a contract.`}
        </p>
      ) : null}
      {state.sentBefore ? (
        <p className="sent-note" part="sent-note">
          {t`Your last referral was sent. You can recommend another company here.`}
        </p>
      ) : null}
      <RequiredNote />
      {groups.map((group) => (
        <fieldset key={group.legend.id} className="group" part="group">
          <legend className="legend" part="legend">
            {i18n._(group.legend)}
          </legend>
          {group.fields.map((name) => (
            <TextField key={name} name={name} inputRef={refs.fields.register(name)} attempted={state.attempted} disabled={submitting} />
          ))}
        </fieldset>
      ))}
      <ConfirmField inputRef={refs.fields.register("confirmed")} attempted={state.attempted} disabled={submitting} />
      <div className="bot-check" ref={refs.botCheck} />
      {privacyUrl ? (
        <PrivacyNote
          href={privacyUrl}
          purpose={t`We use these details only to contact the person you recommend and to keep you informed.`}
        />
      ) : null}
      {state.formNote ? (
        <p className="form-note" part="form-error">
          {state.formNote}
        </p>
      ) : null}
      <Honeypot inputRef={refs.honeypot} />
      <button
        ref={refs.submit}
        type="submit"
        className="button primary"
        part="submit-button"
        disabled={submitting}
        aria-busy={submitting ? true : undefined}
      >
        {submitting ? <span className="spinner" part="spinner" aria-hidden="true" /> : null}
        {submitting ? t`Submitting...` : t`Submit referral`}
      </button>
    </form>
  );
}
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
