import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useField } from "react-final-form";
import type { FieldErrors } from "../../contract/errors.ts";
import { apiPaths, HONEYPOT_FIELD } from "../../contract/limits.ts";
import { type Referral, type ReferralField, validateReferral } from "../../contract/referral.ts";
import { bookingUrl } from "../lib/booking.ts";
import { deepActiveElement } from "../lib/dom.ts";
import { fieldErrorMessage } from "../lib/field-errors.ts";
import { Announcer, boundInput, FieldError, Honeypot, PrivacyNote, RequiredMark, useFieldRefs } from "../lib/fields.tsx";
import { toWidgetLocale } from "../lib/locale.ts";
import { useSubmission } from "../lib/submission.ts";
import { useTurnstile } from "../lib/turnstile.ts";
import { TURNSTILE_FIELD } from "../../contract/turnstile.ts";
import type { ReferralErrorDetail, ReferralSubmittedDetail } from "./referral-form.events.ts";
import {
  emptyReferral,
  fieldLabels,
  inputs,
  isRequired,
  referralFieldOrder,
  referralGroups,
  type ReferralTextField,
  type ReferralValues,
} from "./referral-form.fields.ts";
import { formatEuro, REFERRAL_REWARD } from "./referral-form.reward.ts";

/** How long the success view stays before the empty form returns (spec section 9). */
export const SUCCESS_VIEW_MS = 5000;

export interface ReferralFormProps {
  /** Origin (and optional path prefix) of the lead API; "" means this page's origin. */
  apiBase: string;
  /** The referrer's booking page; their `name` and `email` are appended. */
  calendarUrl: string;
  /** Stored as the referral's source. */
  partner?: string;
  /** The privacy policy, linked beside the button that sends. */
  privacyUrl?: string;
  /** States the reward above the form; off where the page states it beside the form. */
  showReward?: boolean;
  /** Level of the form's heading (and the success heading), to fit the host page's outline. */
  headingLevel?: 2 | 3;
  onSubmitted?: (detail: ReferralSubmittedDetail) => void;
  onError?: (detail: ReferralErrorDetail) => void;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** final-form's validator: the contract's codes (locale and partner do not matter here). */
function validate(values: ReferralValues): FieldErrors {
  const result = validateReferral({ ...values, locale: "en", partner: "" });
  return result.ok || result.body ? {} : result.fields;
}

/** The form's own fields among `errors`, in the order the form shows them. */
function invalidFields(errors: object | undefined): ReferralField[] {
  return referralFieldOrder.filter((f) => typeof (errors as Record<string, unknown> | undefined)?.[f] === "string");
}

type FocusTarget = ReferralField | "submit" | "success" | null;

/**
 * The referral form (spec section 2 "Referral form"): the visitor recommends a company;
 * the referral is stored through `POST /api/referrals`. Success shows a thank-you view
 * with the visitor's booking link for 5 seconds, then the empty form returns; a failure
 * keeps every value and explains itself in a toast and at the fields. The same component
 * runs on the agency's site and inside `<agency-referral-form>`.
 */
export function ReferralForm(props: ReferralFormProps) {
  const submitRef = useRef<(values: ReferralValues) => Promise<object | undefined>>(null);
  const onSubmit = useCallback((values: ReferralValues) => submitRef.current?.(values), []);
  return (
    <Form<ReferralValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={emptyReferral}
      subscription={{ submitting: true }}
      render={({ form, submitting }) => <ReferralFormView {...props} form={form} submitting={submitting === true} submitRef={submitRef} />}
    />
  );
}

interface ViewProps extends ReferralFormProps {
  form: FormApi<ReferralValues>;
  submitting: boolean;
  submitRef: { current: ((values: ReferralValues) => Promise<object | undefined>) | null };
}

function ReferralFormView({
  apiBase,
  calendarUrl,
  partner = "",
  privacyUrl,
  showReward = true,
  headingLevel = 2,
  onSubmitted,
  onError,
  fetch: fetchImpl,
  form,
  submitting,
  submitRef,
}: ViewProps) {
  const { t, i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  const baseId = useId();
  const box = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useFieldRefs();
  const [success, setSuccess] = useState<{ url: string } | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: null });
  const [status, setStatus] = useState("");
  const [alert, setAlert] = useState("");
  const turnstile = useTurnstile(apiBase, locale, success === null, fetchImpl);
  /** A message under the form that is no field's (the bot check not done yet). */
  const [formNote, setFormNote] = useState("");
  /** After the success view: a line above the empty form that the last referral went out. */
  const [sentBefore, setSentBefore] = useState(false);

  /** Moves the focus to the first refused field and announces why. */
  const showErrors = (errors: FieldErrors): boolean => {
    const first = invalidFields(errors)[0];
    if (!first) return false;
    setAlert(`${i18n._(fieldLabels[first])}: ${i18n._(fieldErrorMessage(errors[first] ?? "invalid_type"))}`);
    setFocus({ target: first });
    return true;
  };

  submitRef.current = useSubmission<ReferralValues, Referral>({
    source: "agency-referral-form",
    path: apiPaths.referrals,
    apiBase,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    prepare: (values) => {
      setAlert("");
      const checked = validateReferral({ ...values, locale, partner, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" });
      if (!checked.ok) return { ok: false, fields: checked.fields ?? {} };
      return { ok: true, body: turnstile.token ? { ...checked.value, [TURNSTILE_FIELD]: turnstile.token } : checked.value };
    },
    showFieldErrors: showErrors,
    onBotCheckFailed: turnstile.reset,
    onSuccess: (id, body) => {
      setSuccess({ url: bookingUrl(calendarUrl, { name: body.name, email: body.email }) });
      setStatus(
        `${t`Thank you!`} ${t`Your referral has been submitted successfully. We will get in touch with the company you recommended and keep you posted.`}`,
      );
      setFocus({ target: "success" });
      onSubmitted?.({ id });
    },
    onFailure: (detail) => onError?.(detail),
    failure: { title: t`Error!`, description: t`There was an error submitting your referral. Please try again.` },
    onGeneralFailure: () => setFocus({ target: "submit" }),
  });

  useEffect(() => {
    const { target } = focus;
    if (!target) return;
    const el = target === "submit" ? submitButton.current : target === "success" ? successHeading.current : fieldRefs.get(target);
    el?.focus();
  }, [focus, fieldRefs]);

  // The success view stays 5 seconds, then the empty form is back for the next referral.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => {
      const active = deepActiveElement();
      const inside = active !== null && box.current?.contains(active) === true;
      form.restart(emptyReferral);
      setSuccess(null);
      setStatus("");
      setSentBefore(true);
      // Only a visitor who is still in the widget gets the focus moved for them.
      setFocus({ target: inside ? referralFieldOrder[0]! : null });
    }, SUCCESS_VIEW_MS);
    return () => clearTimeout(timer);
  }, [success, form]);

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (submitting) return;
    setFormNote("");
    if (turnstile.required && !turnstile.token) {
      setFormNote(t`Please complete the security check above the button first.`);
      return;
    }
    await form.submit();
    const state = form.getState();
    if (state.hasValidationErrors) showErrors((state.errors ?? {}) as FieldErrors);
  };

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const titleId = `${baseId}-title`;
  const discount = formatEuro(REFERRAL_REWARD.discount, locale);
  const giftCard = formatEuro(REFERRAL_REWARD.giftCard, locale);

  return (
    <div ref={box} className="card" part="card" data-state={success ? "success" : submitting ? "submitting" : "form"}>
      {success ? (
        <div className="success" part="success">
          <span className="check" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32" focusable="false" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M5 12.5l4.5 4.5L19 7.5"
              />
            </svg>
          </span>
          <Heading ref={successHeading} className="title" part="title" tabIndex={-1}>
            {t`Thank you!`}
          </Heading>
          <p className="success-text" part="success-text">
            {t`Your referral has been submitted successfully. We will get in touch with the company you recommended and keep you posted.`}
          </p>
          <a className="button primary" part="schedule-button" href={success.url} target="_blank" rel="noopener">
            {t`Schedule a call`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </div>
      ) : (
        <form className="form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <Heading id={titleId} className="title" part="title">
            {t`Recommend a company`}
          </Heading>
          {showReward ? (
            <p className="reward" part="reward">
              {t`Receive a ${discount} discount on your next project or a ${giftCard} gift card once the company you recommend signs up.`}
            </p>
          ) : null}
          {sentBefore ? (
            <p className="sent-note" part="sent-note">
              {t`Your last referral was sent. You can recommend another company here.`}
            </p>
          ) : null}
          <p className="required-note">
            <span aria-hidden="true">* </span>
            {t`Required field`}
          </p>
          {referralGroups.map((group) => (
            <fieldset key={group.legend.id} className="group" part="group">
              <legend className="legend" part="legend">
                {i18n._(group.legend)}
              </legend>
              {group.fields.map((name) => (
                <TextField key={name} name={name} inputRef={fieldRefs.register(name)} disabled={submitting} />
              ))}
            </fieldset>
          ))}
          <ConfirmField inputRef={fieldRefs.register("confirmed")} disabled={submitting} />
          <div className="bot-check" ref={turnstile.container} />
          {privacyUrl ? <PrivacyNote href={privacyUrl} /> : null}
          {formNote ? (
            <p className="form-note" part="form-error" role="alert">
              {formNote}
            </p>
          ) : null}
          <Honeypot inputRef={honeypot} />
          <button
            ref={submitButton}
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
      )}
      <Announcer status={status} alert={alert} />
    </div>
  );
}

/** What a field shows: its own error once the visitor left it or tried to submit, or the API's. */
function useFieldError(name: ReferralField): string | undefined {
  const { meta } = useField(name, {
    subscription: { error: true, touched: true, modified: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const shown = (meta.submitFailed || (meta.touched && meta.modified)) && meta.error;
  return (shown || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined) as string | undefined;
}

interface FieldProps {
  inputRef: (el: HTMLElement | null) => void;
  disabled: boolean;
}

function TextField({ name, inputRef, disabled }: FieldProps & { name: ReferralTextField }) {
  const { t, i18n } = useLingui();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const code = useFieldError(name);
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

function ConfirmField({ inputRef, disabled }: FieldProps) {
  const { i18n } = useLingui();
  const { input } = useField<boolean>("confirmed", { subscription: { value: true } });
  const code = useFieldError("confirmed");
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
