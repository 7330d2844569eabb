/**
 * The referral form's markup: heading, reward, fields, bot check and the button that
 * sends, given the controller's state and verbs.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import type { RefObject } from "react";
import type { ReferralValues } from "../../contract/referral/fields.ts";
import { Honeypot, PrivacyNote, RequiredNote, type useFieldRefs } from "../lib/fields.tsx";
import { LanguageSelect } from "../lib/language-select.tsx";
import { toWidgetLocale, type WidgetLocale } from "../lib/locale.ts";
import type { ReferralController } from "./referral-form.controller.ts";
import { groups } from "./referral-form.fields.ts";
import { ConfirmField, TextField } from "./referral-form.parts.tsx";
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
