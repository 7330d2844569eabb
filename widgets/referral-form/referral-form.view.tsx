/**
 * The referral form's view: the element's attributes as props and its events, and the
 * component that renders the controller's state and keeps what is about the DOM (the
 * focus, and whether it is still in the widget).
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useEffect, useId, useRef } from "react";
import { Form } from "react-final-form";
import { emptyReferral, type ReferralValues, referralFieldOrder } from "../../contract/referral/fields.ts";
import { formatReward, REFERRAL_REWARD } from "../../contract/reward.ts";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import { toWidgetLocale, type WidgetLocale } from "../lib/i18n/locale.ts";
import { deepActiveElement } from "../lib/runtime/dom.ts";
import type { ElementProps } from "../lib/runtime/element.tsx";
import { codeOrigin, emit, type FailedDetail, type SubmittedDetail } from "../lib/runtime/events.ts";
import { useBotCheck, useFormController } from "../lib/submission/hooks.ts";
import { Announcer, FieldErrorTexts, useFieldRefs } from "../lib/ui/fields.tsx";
import { createReferralController, type ReferralController } from "./referral-form.controller.ts";
import { ReferralFields } from "./referral-form.parts.tsx";
import type { ReferralSettings, ReferralState } from "./referral-form.types.ts";

export interface ReferralFormProps {
  /** Origin (and optional path prefix) of the lead API; "" means this page's origin. */
  apiBase: string;
  /** The referrer's booking page; their `name` and `email` are appended. Empty or missing: the agency's. */
  calendarUrl?: string;
  /** Stored as the referral's source. */
  partner?: string;
  /** The privacy policy, linked beside the button that sends. */
  privacyUrl?: string;
  /** States the reward above the form; off where the page states it beside the form. */
  showReward?: boolean;
  /** Level of the form's heading (and the success heading), to fit the host page's outline. */
  headingLevel?: 2 | 3;
  onSubmitted?: (detail: SubmittedDetail) => void;
  onError?: (detail: FailedDetail) => void;
  /** The visitor chose another language beside the heading (absent: no language switch). */
  onLanguage?: (locale: WidgetLocale) => void;
}

/** The controller, made once for the component's lifetime, with the props and the language of every render. */
function useReferralController(props: ReferralFormProps) {
  const { i18n } = useLingui();
  const settings: ReferralSettings = {
    i18n,
    apiBase: props.apiBase,
    partner: props.partner ?? "",
    lang: toWidgetLocale(i18n.locale),
    calendarUrl: props.calendarUrl,
  };
  return useFormController<ReferralState, ReferralSettings, ReferralController, ReferralValues>(
    settings,
    createReferralController,
    referralFieldOrder,
  );
}

/**
 * The referral form: the visitor recommends a company; the referral is stored through
 * `POST /api/referrals`. Success shows a compact confirmation (what happens next, when the
 * reward is due) for the controller's `SUCCESS_VIEW_MS`, then the empty form returns under a line saying the last
 * referral was sent; a failure keeps every value and explains itself in a toast and at the
 * fields. The same component runs on the agency's site and inside `<agency-referral-form>`.
 * It renders the controller's state (referral-form.controller.ts) and does what is about
 * the DOM: the focus and the element's events.
 */
export function ReferralForm(props: ReferralFormProps) {
  const { showReward = true, headingLevel = 2 } = props;
  const { i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  const { controller, state, submitting, validate } = useReferralController(props);
  const baseId = useId();
  const box = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useFieldRefs();
  const { phase, focus } = state;
  const views = controller.views();
  const success = phase.kind === "submitted" && views ? { url: phase.url, views } : null;
  const botCheck = useBotCheck(controller.submission, success === null);
  useEffect(() => {
    const { target } = focus;
    const el = target === "submit" ? submitButton.current : target === "success" ? successHeading.current : target && fieldRefs.get(target);
    el?.focus();
  }, [focus, fieldRefs]);

  const isFocusInside = () => {
    const active = deepActiveElement();
    return active !== null && box.current?.contains(active) === true;
  };
  const send = (values: ReferralValues, form: FormApi<ReferralValues>) =>
    controller.submit(values, honeypot.current?.value ?? "", { ...props, restart: () => form.restart(emptyReferral), isFocusInside });
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const reward = { discount: formatReward(REFERRAL_REWARD.discount, locale), giftCard: formatReward(REFERRAL_REWARD.giftCard, locale) };
  return (
    <FieldErrorTexts.Provider value={controller.fieldErrorTexts()}>
      <Form<ReferralValues>
        onSubmit={send}
        validate={validate}
        initialValues={emptyReferral}
        subscription={{}}
        render={({ form }) => (
          <div ref={box} className="card" part="card" data-state={success ? "success" : submitting ? "submitting" : "form"}>
            {success ? (
              <success.views.SuccessView
                url={success.url}
                Heading={Heading}
                headingRef={successHeading}
                reward={showReward ? reward : null}
              />
            ) : (
              <ReferralFields
                form={form}
                controller={controller}
                state={state}
                submitting={submitting}
                titleId={`${baseId}-title`}
                Heading={Heading}
                reward={showReward ? reward : null}
                refs={{ fields: fieldRefs, submit: submitButton, honeypot, botCheck }}
                privacyUrl={props.privacyUrl}
                onLanguage={props.onLanguage}
              />
            )}
            <Announcer status={state.status} alert={state.alert} />
          </div>
        )}
      />
    </FieldErrorTexts.Provider>
  );
}

export interface ReferralFormAttributes {
  apiBase?: string;
  privacyUrl?: string;
  partner?: string;
  calendarUrl?: string;
  reward?: string;
  headingLevel?: string;
}

/** The element's attributes in, its events out. */
export function ReferralFormElementView({
  host,
  locale,
  apiBase,
  partner,
  calendarUrl,
  reward,
  headingLevel,
  privacyUrl: privacy,
}: ReferralFormAttributes & ElementProps) {
  return (
    <ReferralForm
      apiBase={apiBase ?? codeOrigin()}
      partner={partner ?? ""}
      privacyUrl={privacy || privacyUrl(locale, codeOrigin())}
      calendarUrl={calendarUrl}
      showReward={reward !== "off"}
      headingLevel={headingLevel === "3" ? 3 : 2}
      onSubmitted={(detail) => emit(host, "agency-referral-submitted", detail)}
      onError={(detail) => emit(host, "agency-referral-error", detail)}
      onLanguage={(l) => host.setAttribute("lang", l)}
    />
  );
}
