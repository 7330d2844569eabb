import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-final-form";
import type { FieldErrors } from "../../contract/errors.ts";
import { apiPaths } from "../../contract/limits.ts";
import type { ReferralField } from "../../contract/referral-fields.ts";
import type { ReferralFormBody } from "../../contract/referral-form.ts";
import { bookingUrl } from "../lib/booking.ts";
import { deepActiveElement, lazyModule } from "../lib/dom.ts";
import { fieldAlert, firstField } from "../lib/field-errors.ts";
import { Announcer, Honeypot, PrivacyNote, RequiredNote, useFieldRefs } from "../lib/fields.tsx";
import { LanguageSelect } from "../lib/language-select.tsx";
import { toWidgetLocale, type WidgetLocale } from "../lib/locale.ts";
import type { SubmissionOutcome } from "../lib/submission-types.ts";
import { useBotCheck, useFieldCodes, useSubmissionController } from "../lib/submission-hooks.ts";
import { REFERRAL_FORM_TAG } from "../lib/tags.ts";
import { loadPageToasts } from "../lib/toast-loader.tsx";
import type { ReferralErrorDetail, ReferralSubmittedDetail } from "./referral-form.events.ts";
import { emptyReferral, fieldLabels, referralFieldOrder, referralGroups, type ReferralValues } from "./referral-form.fields.ts";
import { ConfirmField, TextField } from "./referral-form.inputs.tsx";
import { formatEuro, REFERRAL_REWARD } from "./referral-form.reward.ts";

/** The lazy boundary (./referral-form.later.ts): everything to check and send, and what shows an answer. */
type After = typeof import("./referral-form.later.ts");
const loadLater = lazyModule(() => import("./referral-form.later.ts"));

/** How long the thank-you view stays before the empty form returns for the next referral. */
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
  /** The visitor chose another language beside the heading (absent: no language switch). */
  onLanguage?: (locale: WidgetLocale) => void;
}

/** What the rules check while the visitor types (locale and partner do not matter here). */
const asTyped = (values: ReferralValues) => ({ ...values, locale: "en", partner: "" });

type FocusTarget = ReferralField | "submit" | "success" | null;

/**
 * The referral form: the visitor recommends a company; the referral is stored through
 * `POST /api/referrals`. Success shows a compact confirmation (what happens next, when the
 * reward is due) for 5 seconds, then the empty form returns under a line saying the last
 * referral was sent; a failure keeps every value and explains itself
 * in a toast and at the fields. The same component runs on the agency's site and inside
 * `<agency-referral-form>`. It renders and shows what happened; the submission controller sends.
 */
export function ReferralForm({
  apiBase,
  calendarUrl,
  partner = "",
  privacyUrl,
  showReward = true,
  headingLevel = 2,
  onSubmitted,
  onError,
  onLanguage,
}: ReferralFormProps) {
  const { t, i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  /** Above the empty form once a referral went out. */
  const sentNote = t`Your last referral was sent. You can recommend another company here.`;
  const [submission, { submitting, rules }] = useSubmissionController<ReferralValues, ReferralField, ReferralFormBody>(
    { source: REFERRAL_FORM_TAG, path: apiPaths.referrals, fields: referralFieldOrder, load: loadLater },
    { apiBase, partner, lang: locale },
  );
  // final-form's validator: the contract's codes for every field, once the rules are there.
  const validate = useFieldCodes(rules, asTyped);
  const baseId = useId();
  const box = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useFieldRefs();
  const [success, setSuccess] = useState<{ url: string; after: After } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: null });
  const [status, setStatus] = useState("");
  const [alert, setAlert] = useState("");
  /** A message under the form that is no field's (the bot check not done yet). */
  const [formNote, setFormNote] = useState("");
  /** After the success view: a line above the empty form that the last referral went out. */
  const [sentBefore, setSentBefore] = useState(false);
  const botCheck = useBotCheck(submission, success === null);

  // The page's toast region is there before the first answer, so its toast is announced.
  useEffect(() => void loadPageToasts(), []);

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
      setAttempted(false);
      setSuccess(null);
      setStatus("");
      setSentBefore(true);
      // Only a visitor who is still in the widget gets the focus moved for them.
      setFocus({ target: inside ? referralFieldOrder[0]! : null });
    }, SUCCESS_VIEW_MS);
    return () => clearTimeout(timer);
  }, [success]);

  /** Moves the focus to the first refused field and announces why; false when none is the form's. */
  const showErrors = (errors: FieldErrors): boolean => {
    const first = firstField(referralFieldOrder, errors);
    if (!first) return false;
    setAttempted(true);
    setAlert(fieldAlert(i18n, fieldLabels[first], errors[first]));
    setFocus({ target: first });
    return true;
  };

  /** Submit: the fields must pass first, then final-form hands the values to `send`. */
  const advance = async (form: FormApi<ReferralValues>) => {
    if (submitting) return;
    setFormNote("");
    setAlert("");
    // final-form's own check, with the rules it ran as the visitor typed; the submit runs them once more, with what is sent.
    if (!showErrors(form.getState().errors ?? {})) void form.submit();
  };

  /** final-form's onSubmit: the controller sends, and the outcome is shown once. */
  const send = async (values: ReferralValues, form: FormApi<ReferralValues>) => {
    const outcome = await submission.submit(values, honeypot.current?.value ?? "");
    return show(outcome, form, await loadLater());
  };

  const show = (
    outcome: SubmissionOutcome<ReferralField, ReferralFormBody>,
    form: FormApi<ReferralValues>,
    after: After | null,
  ): FieldErrors | undefined => {
    if (outcome.kind === "stored") {
      // The next referral starts empty; the thank-you view needs nothing of the form.
      setTimeout(() => form.restart(emptyReferral));
      onSubmitted?.({ id: outcome.id });
      if (!after) {
        // Stored, but the connection dropped before the confirmation's code arrived: the
        // line above the empty form says that the referral went out.
        setSentBefore(true);
        setStatus(sentNote);
        return undefined;
      }
      setSuccess({ url: bookingUrl(calendarUrl, outcome.body), after });
      setStatus(`${t`Thank you!`} ${i18n._(after.successMessage)}`);
      setFocus({ target: "success" });
      return undefined;
    }
    const fallback = t`There was an error submitting your referral. Please try again.`;
    if (outcome.kind === "unverified") {
      setFormNote(after ? after.unverifiedNote(i18n) : fallback);
      return undefined;
    }
    if (outcome.failure) onError?.(outcome.failure);
    // Without the feedback's code (the connection dropped) the note beside the button says it.
    if (after) after.toastFailure(i18n, outcome, { title: t`Error!`, fallback });
    else setFormNote(fallback);
    if (outcome.kind === "invalid" && showErrors(outcome.fields)) return outcome.fields;
    setFocus({ target: "submit" });
    return undefined;
  };

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const titleId = `${baseId}-title`;
  const discount = formatEuro(REFERRAL_REWARD.discount, locale);
  const giftCard = formatEuro(REFERRAL_REWARD.giftCard, locale);

  return (
    <Form<ReferralValues>
      onSubmit={send}
      validate={validate}
      initialValues={emptyReferral}
      subscription={{}}
      render={({ form }) => (
        <div ref={box} className="card" part="card" data-state={success ? "success" : submitting ? "submitting" : "form"}>
          {success ? (
            <success.after.SuccessView
              url={success.url}
              Heading={Heading}
              headingRef={successHeading}
              reward={showReward ? { discount, giftCard } : null}
            />
          ) : (
            <form
              className="form"
              part="form"
              noValidate
              aria-labelledby={titleId}
              onSubmit={(event) => {
                event.preventDefault();
                void advance(form);
              }}
            >
              <div className="title-row">
                <Heading id={titleId} className="title" part="title">
                  {t`Recommend a company`}
                </Heading>
                {onLanguage ? <LanguageSelect locale={toWidgetLocale(i18n.locale)} onChange={onLanguage} /> : null}
              </div>
              {showReward ? (
                <p className="reward" part="reward">
                  {t`Receive a ${discount} discount on your next project or a ${giftCard} gift card once the company you recommend signs a contract.`}
                </p>
              ) : null}
              {sentBefore ? (
                <p className="sent-note" part="sent-note">
                  {sentNote}
                </p>
              ) : null}
              <RequiredNote />
              {referralGroups.map((group) => (
                <fieldset key={group.legend.id} className="group" part="group">
                  <legend className="legend" part="legend">
                    {i18n._(group.legend)}
                  </legend>
                  {group.fields.map((name) => (
                    <TextField key={name} name={name} inputRef={fieldRefs.register(name)} attempted={attempted} disabled={submitting} />
                  ))}
                </fieldset>
              ))}
              <ConfirmField inputRef={fieldRefs.register("confirmed")} attempted={attempted} disabled={submitting} />
              <div className="bot-check" ref={botCheck} />
              {privacyUrl ? (
                <PrivacyNote
                  href={privacyUrl}
                  purpose={t`We use these details only to contact the person you recommend and to keep you informed.`}
                />
              ) : null}
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
      )}
    />
  );
}
