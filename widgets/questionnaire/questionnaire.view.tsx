/**
 * The questionnaire's view: the element's attributes as props and its events, and the
 * component that renders the controller's state and keeps what is about the DOM (the
 * focus, the dialog).
 */
import { useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { Form } from "react-final-form";
import { emptyInquiry, type InquiryValues } from "../../contract/inquiry/fields.ts";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import { toWidgetLocale } from "../lib/i18n/locale.ts";
import type { ElementProps } from "../lib/runtime/element.tsx";
import { codeOrigin, emit } from "../lib/runtime/events.ts";
import { useFormController } from "../lib/submission/hooks.ts";
import { FieldErrorTexts, useFieldRefs } from "../lib/ui/fields.tsx";
import { useModal } from "../lib/ui/modal.ts";
import { readPrefill } from "../lib/ui/prefill.ts";
import { bookingStepOf, usePrefetchedTimes } from "./booking/booking.mount.tsx";
import { createQuestionnaireController, type QuestionnaireController } from "./questionnaire.controller.ts";
import { allFields, SUMMARY } from "./questionnaire.fields.ts";
import { QuestionnaireFrame } from "./questionnaire.parts.tsx";
import { QuestionnaireBody, useFocus } from "./questionnaire.step.tsx";
import type { QuestionnaireProps, QuestionnaireSettings, QuestionnaireState } from "./questionnaire.types.ts";

/** The controller, made once for the component's lifetime, with the props and the language of every render. */
function useQuestionnaireController(props: QuestionnaireProps) {
  const { i18n } = useLingui();
  const settings: QuestionnaireSettings = {
    i18n,
    apiBase: props.apiBase,
    partner: props.partner ?? "",
    lang: toWidgetLocale(i18n.locale),
    funnelSource: props.funnelSource,
    hiddenFields: props.hiddenFields,
    calendarUrl: props.calendarUrl,
    bookingLeadParam: props.bookingLeadParam,
    inline: props.mode === "inline",
    booking: props.booking ?? "inline",
  };
  return useFormController<QuestionnaireState, QuestionnaireSettings, QuestionnaireController, InquiryValues>(
    settings,
    createQuestionnaireController,
    allFields,
  );
}

const noShows = () => () => {};

/** Inline, each show() of the element moves the focus to the step's first field, once the form has rendered. */
function useShows(controller: QuestionnaireController, shows: QuestionnaireProps["shows"]): void {
  const count = useSyncExternalStore(shows?.subscribe ?? noShows, () => shows?.get().count ?? 0);
  useEffect(() => {
    if (count) controller.refocusStep();
  }, [controller, count]);
}

/**
 * The project questionnaire: four steps that end in a stored lead, a success
 * confirmation and the prefilled booking page; a modal `<dialog>` (the confirmation is a
 * toast on the page) or, inline, a panel in the page's flow (the confirmation replaces
 * it). The form stays mounted while the dialog is closed, and its draft keeps every
 * change in the tab's session storage.
 *
 * It renders the controller's state (questionnaire.controller.ts) and does what is about
 * the DOM: the focus, the dialog, the element's events.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const { open, onClose, returnFocus } = props;
  const inline = props.mode === "inline";
  const { controller, state, submitting, validate } = useQuestionnaireController(props);
  const dialog = useRef<HTMLDialogElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useFieldRefs();
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => ({ heading, submit, fields }), [fields]);
  const modal = useModal(dialog, open && !inline, {
    onRequestClose: onClose,
    canClose: !submitting,
    returnFocus,
    onOpen: () => {
      // The opening render has focused the step already when that was the target: no
      // second render of the whole dialog before its first frame.
      controller.focusStep();
      controller.opened();
    },
  });
  // Inline, the form is always there: it is "open" for focus and bot check from the start.
  useFocus(state, inline || open, refs);
  usePrefetchedTimes(controller, props.booking === "inline" && controller.ready() && state.step === SUMMARY, props.apiBase);
  useShows(controller, props.shows);

  const close = () => {
    onClose();
    modal.releaseToasts();
  };
  const send = (values: InquiryValues, form: FormApi<InquiryValues>) =>
    controller.submit(values, honeypot.current?.value ?? "", { ...props, restart: () => form.restart(emptyInquiry), close });

  const { phase } = state;
  const views = controller.views();
  if (inline && phase.kind === "submitted" && views) return <views.InlineConfirmation url={phase.url} />;
  const view = { controller, state, submitting, inline, open, refs, honeypot, requestClose: modal.requestClose };
  const bookingStep = bookingStepOf(phase.kind === "booking" ? phase : null, {
    questionnaire: controller,
    apiBase: props.apiBase,
    inline,
    requestClose: modal.requestClose,
    close,
  });
  return (
    <FieldErrorTexts.Provider value={controller.fieldErrorTexts()}>
      <Form<InquiryValues>
        onSubmit={send}
        validate={validate}
        initialValues={controller.draft.start.values}
        subscription={{}}
        render={({ form }) => (
          <QuestionnaireFrame inline={inline} dialog={dialog} step={state.step} onOpened={controller.opened}>
            {(baseId) => bookingStep ?? <QuestionnaireBody {...view} props={props} form={form} baseId={baseId} />}
          </QuestionnaireFrame>
        )}
      />
    </FieldErrorTexts.Provider>
  );
}

/**
 * What the funnel counts an opening under, read at each opening (a site may navigate client-side): on the
 * agency's own site (page and code on one origin) the page's path; on a partner's page the partner id, else its origin.
 */
function funnelSource(funnel: string | undefined, partner: string | undefined): string | string[] {
  if (funnel === "off") return "";
  if (!partner && codeOrigin() === location.origin) return location.pathname;
  return [partner ?? "", location.origin];
}

/** The attributes r2wc hands the view as props. */
export type QuestionnaireAttributes = { open?: boolean } & Partial<
  Record<"apiBase" | "privacyUrl" | "calendarUrl" | "partner" | "funnel" | "mode" | "bookingLeadParam" | "booking" | "hiddenFields", string>
>;

/** The element's attributes in, its events out. */
export function QuestionnaireElementView({
  host,
  locale,
  open,
  mode,
  apiBase,
  calendarUrl,
  bookingLeadParam,
  booking,
  hiddenFields,
  partner,
  funnel,
  privacyUrl: privacy,
}: QuestionnaireAttributes & ElementProps) {
  const element = host as HTMLElement & { close(): void; opener: HTMLElement | null; shows: QuestionnaireProps["shows"] };
  // Read at each render, as URL and attributes are now (a single-page app may navigate); PrefillSync compares values.
  const prefill = readPrefill((name) => host.getAttribute(name), location.search);
  return (
    <Questionnaire
      open={open === true}
      mode={mode === "inline" ? "inline" : "dialog"}
      prefill={prefill}
      hiddenFields={hiddenFields}
      bookingLeadParam={bookingLeadParam || undefined}
      booking={booking === "page" ? "page" : "inline"}
      onClose={() => element.close()}
      apiBase={apiBase ?? codeOrigin()}
      calendarUrl={calendarUrl}
      partner={partner ?? ""}
      privacyUrl={privacy || privacyUrl(locale, codeOrigin())}
      returnFocus={element.opener}
      shows={element.shows}
      funnelSource={funnelSource(funnel, partner)}
      onSubmitted={(detail) => emit(host, "agency-questionnaire-submitted", detail)}
      onError={(detail) => emit(host, "agency-questionnaire-error", detail)}
      onLanguage={(l) => host.setAttribute("lang", l)}
    />
  );
}
