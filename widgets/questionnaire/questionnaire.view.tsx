/**
 * The questionnaire's markup: the dialog or inline frame, and the step's body with its
 * fields or the summary, given the controller's state and verbs.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef } from "react";
import { useForm } from "react-final-form";
import type { InquiryField, InquiryValues } from "../../contract/inquiry/fields.ts";
import { procurementUrl } from "../../contract/site/procurement-path.ts";
import { codeOrigin } from "../lib/events.ts";
import { Announcer, Honeypot, PrivacyNote, type useFieldRefs } from "../lib/fields.tsx";
import { LanguageSelect } from "../lib/language-select.tsx";
import { toWidgetLocale, type WidgetLocale } from "../lib/locale.ts";
import { emptyFieldsOf, type Prefill } from "../lib/prefill.ts";
import { useBotCheck } from "../lib/submission/hooks.ts";
import { DialogToasts } from "../lib/toast/index.ts";
import type { QuestionnaireController } from "./questionnaire.controller.ts";
import { SUMMARY, steps } from "./questionnaire.fields.ts";
import { CloseButton, DraftSync, ProcurementNote, StepFields, StepFooter, StepHeader } from "./questionnaire.parts.tsx";
import type { QuestionnaireState } from "./questionnaire.types.ts";

// The questionnaire's markup: it renders the controller's state and hands the visitor's moves to it.

export interface FocusRefs {
  heading: RefObject<HTMLHeadingElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
  fields: ReturnType<typeof useFieldRefs>;
}

/**
 * Fills the fields `prefill` has a value for while they are empty, at the start, when the
 * prefill changes (a call-to-action's project type) and at each opening: a prefill never
 * replaces what the visitor typed or chose.
 */
function PrefillSync({ prefill, open }: { prefill: Prefill | undefined; open: boolean }) {
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

/** The dialog, or inline the section, that holds the steps; inline, the first focus in it is its opening, for the funnel. */
export function QuestionnaireFrame({
  inline,
  dialog,
  step,
  controller,
  children,
}: {
  inline: boolean;
  dialog: RefObject<HTMLDialogElement | null>;
  step: number;
  controller: QuestionnaireController;
  children: (baseId: string) => ReactNode;
}) {
  const baseId = useId();
  const started = useRef(false);
  const stepId = steps[step]!.id;
  const start = () => {
    if (started.current) return;
    started.current = true;
    controller.opened();
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
