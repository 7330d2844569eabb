/**
 * One step of the questionnaire: the header, the step's fields or the summary, and the
 * footer, given the controller's state and verbs, and where the focus goes in it.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import type { ReactNode, RefObject } from "react";
import { useLayoutEffect, useMemo } from "react";
import type { InquiryValues } from "../../contract/inquiry/fields.ts";
import { procurementUrl } from "../../contract/site/procurement-path.ts";
import { toWidgetLocale, type WidgetLocale } from "../lib/i18n/locale.ts";
import { codeOrigin } from "../lib/runtime/events.ts";
import { useBotCheck } from "../lib/submission/hooks.ts";
import { DialogToasts } from "../lib/toast/index.ts";
import { CloseButton } from "../lib/ui/close-button.tsx";
import { Announcer, Honeypot, PrivacyNote, type useFieldRefs } from "../lib/ui/fields.tsx";
import { LanguageSelect } from "../lib/ui/language-select.tsx";
import type { Prefill } from "../lib/ui/prefill.ts";
import type { QuestionnaireController } from "./questionnaire.controller.ts";
import { SUMMARY, stepLabel, steps } from "./questionnaire.fields.ts";
import { DraftSync, PrefillSync, ProcurementNote, StepFields } from "./questionnaire.parts.tsx";
import type { QuestionnaireState } from "./questionnaire.types.ts";

export interface FocusRefs {
  heading: RefObject<HTMLHeadingElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
  fields: ReturnType<typeof useFieldRefs>;
}

/** Moves the focus where the controller says, before the paint: the visitor never sees it arrive late. */
export function useFocus(state: QuestionnaireState, shown: boolean, refs: FocusRefs) {
  const stepStart = steps[state.step]!.fields[0];
  const { focus } = state;
  useLayoutEffect(() => {
    const { target } = focus;
    if (!target || !shown) return;
    const el =
      target === "submit"
        ? refs.submit.current
        : target === "step"
          ? (stepStart && refs.fields.get(stepStart)) || refs.heading.current
          : refs.fields.get(target);
    el?.focus({ preventScroll: focus.preventScroll });
  }, [focus, shown, stepStart, refs]);
}

interface BodyProps {
  controller: QuestionnaireController;
  state: QuestionnaireState;
  submitting: boolean;
  inline: boolean;
  open: boolean;
  refs: FocusRefs;
  honeypot: RefObject<HTMLInputElement | null>;
  requestClose: () => void;
  /** The element's options the body shows (the component's props). */
  props: { prefill?: Prefill; privacyUrl?: string; booking?: "inline" | "page"; onLanguage?: (locale: WidgetLocale) => void };
  form: FormApi<InquiryValues>;
  baseId: string;
}

/** Header, the step's fields or the summary, and the footer. */
export function QuestionnaireBody({
  controller,
  state,
  submitting,
  inline,
  open,
  refs,
  honeypot,
  requestClose,
  props,
  form,
  baseId,
}: BodyProps) {
  const { i18n } = useLingui();
  const { step } = state;
  const views = controller.views();
  const isSummary = step === SUMMARY;
  const current = steps[step]!;
  // The optional bot check sits on the last step, next to the button that sends.
  const botCheck = useBotCheck(controller.submission, (inline || open) && isSummary);
  // The fields re-render only for what they show: an opening or a closing of the dialog
  // does not pass over them (their texts follow the language through Lingui's context).
  const register = refs.fields.register;
  const stepFields = useMemo(
    () => <StepFields fields={current.fields} attempted={state.attempted} register={register} />,
    [current.fields, state.attempted, register],
  );
  const onLanguage = props.onLanguage;
  /** Next, and on the summary Book Appointment: the fields the visitor saw must pass first. */
  const advance = async () => {
    if (await controller.advance(form.getState())) void form.submit();
  };
  return (
    <>
      <DraftSync draft={controller.draft} />
      <PrefillSync prefill={props.prefill} open={inline || open} />
      {inline ? null : <CloseButton onClick={requestClose} disabled={submitting} />}
      <StepHeader
        step={step}
        idPrefix={baseId}
        headingRef={refs.heading}
        language={onLanguage ? <LanguageSelect locale={toWidgetLocale(i18n.locale)} onChange={onLanguage} /> : null}
      />
      <form
        className="form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void advance();
        }}
      >
        <div className="body" part="body">
          {!isSummary ? stepFields : views ? <views.Summary onEdit={(i) => controller.goTo(i)} disabled={submitting} /> : null}
          {current.id === "company-info" ? <ProcurementNote href={procurementUrl(i18n.locale, codeOrigin())} /> : null}
          <Honeypot inputRef={honeypot} />
        </div>
        {isSummary ? <div className="bot-check" ref={botCheck} /> : null}
        {isSummary && views ? <views.BookingNote id={`${baseId}-booking-note`} inPlace={props.booking !== "page"} /> : null}
        {isSummary && props.privacyUrl ? <PrivacyNote href={props.privacyUrl} /> : null}
        {open && !inline ? <DialogToasts /> : null}
        <StepFooter
          step={step}
          submitting={submitting}
          onBack={() => controller.goTo(step - 1)}
          submitRef={refs.submit}
          describedBy={isSummary ? `${baseId}-booking-note` : undefined}
          note={state.formNote}
        />
      </form>
      <Announcer status={state.status} alert={state.alert} />
    </>
  );
}

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
