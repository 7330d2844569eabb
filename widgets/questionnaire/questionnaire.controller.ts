/**
 * The questionnaire without rendering: steps, draft, funnel, the submission and what
 * follows it. It owns the lazy boundary's `import()` and, after a stored lead, the
 * booking step's chunk.
 */
import { msg } from "@lingui/core/macro";
import { BOOKING_STEP_QUERY } from "../../contract/booking/step.ts";
import type { FieldErrors } from "../../contract/errors.ts";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import type { InquiryField, InquiryValues } from "../../contract/inquiry/fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry/rules.ts";
import { apiPaths } from "../../contract/limits.ts";
import { lazyModule } from "../lib/runtime/dom.ts";
import { createStore } from "../lib/runtime/store.ts";
import { QUESTIONNAIRE_TAG } from "../lib/runtime/tags.ts";
import { afterSubmit } from "../lib/submission/after-submit.ts";
import { formBoundary, reportEffect, type SubmitHost } from "../lib/submission/boundary.ts";
import { createSubmissionController, type SubmissionController } from "../lib/submission/controller.ts";
import { createDraft, type Draft } from "./questionnaire.draft.ts";
import { allFields } from "./questionnaire.fields.ts";
import { advancer, stepMoves } from "./questionnaire.moves.ts";
import type {
  BookingView,
  QuestionnaireEffect,
  QuestionnairePhase,
  QuestionnaireSettings,
  QuestionnaireState,
  QuestionnaireStore,
} from "./questionnaire.types.ts";

// A failure's text, also shown when the lazy boundary cannot be fetched.
const fallback = msg`We could not save your details. Please try again.`;

// The lazy boundary's one `import()`, written where the bundler sees it.
const importLater = () => import("./questionnaire.later.ts");
type Later = Awaited<ReturnType<typeof importLater>>;
type InquirySubmission = SubmissionController<InquiryValues, InquiryField, InquiryFormBody>;
type InquiryOutcome = Awaited<ReturnType<InquirySubmission["submit"]>>;

/** What the questionnaire's lazy boundary passes around (lib/submission/boundary.ts). */
type QuestionnaireKind = {
  module: Later;
  views: Later["views"];
  outcome: InquiryOutcome;
  settings: QuestionnaireSettings;
  effect: QuestionnaireEffect;
  state: QuestionnaireState;
  field: InquiryField;
};

/**
 * The booking step's chunk, fetched only after a 201 where the call is booked in the
 * dialog, or when the lazy boundary finds a call this tab kept. Its view is made once and
 * outlives the step.
 */
function bookingChunk(store: QuestionnaireStore, settings: () => QuestionnaireSettings) {
  let view: BookingView | null = null;
  let loadStep: (() => Promise<Awaited<ReturnType<Later["bookingStep"]>> | null>) | null = null;
  // Without the lazy boundary there is no step yet (the booking page instead); the next call tries again.
  const load = async (module: Later | null) => {
    if (!module) return null;
    loadStep ??= lazyModule(module.bookingStep);
    const step = await loadStep();
    if (step && !view) {
      view = step.createBookingView();
      // A new state, no flag: the view renders again and finds the step's frame in `view()`.
      store.set({});
    }
    return step;
  };
  return {
    load,
    view: (): BookingView | null => view,
    async keptCall(module: Later): Promise<{ phase?: QuestionnairePhase }> {
      const kept = settings().booking === "inline" && module.keptCallExists();
      const booked = kept ? ((await load(module))?.bookedPhase() ?? null) : null;
      return booked && store.get().phase.kind === "form" ? { phase: booked } : {};
    },
  };
}

/**
 * What the questionnaire does, free of any rendering: the view renders its state and
 * lends it the DOM's part (the element's events, closing the dialog, final-form's restart).
 *
 * @example
 * const questionnaire = createQuestionnaireController(settings);
 * return questionnaire.submit(values, honeypot, { onSubmitted, onError, restart, close }); // final-form's submit errors
 */
export function createQuestionnaireController(initial: QuestionnaireSettings) {
  let settings = initial;
  const current = () => settings;
  const draft = createDraft();
  // Where a form starts: the draft's step (a call booked earlier in this tab shows with the lazy boundary).
  const store = createStore<QuestionnaireState>({
    step: draft.start.step,
    attempted: false,
    alert: "",
    status: "",
    formNote: "",
    // Inline, the focus moves only once the visitor works in the form: never on page load.
    focus: { target: initial.inline ? null : "step" },
    phase: { kind: "form" },
  });
  const booking = bookingChunk(store, current);
  const boundary = formBoundary<QuestionnaireKind>({
    importer: importLater,
    settings: current,
    fields: allFields,
    labels: inquiryFieldLabels,
    fallback,
    set: store.set,
    show: (field, alert) => steps.showRefused(field, alert),
    onLoaded: booking.keptCall,
  });
  const sending = { source: QUESTIONNAIRE_TAG, fields: allFields, pending: draft.pending, load: boundary.load, settings: current };
  const submission = createSubmissionController<InquiryValues, InquiryField, InquiryFormBody>({
    ...sending,
    path: () => inquiryPath(settings),
  });
  const steps = stepMoves(store, current, submission.reached, draft.save);
  const { showErrors } = boundary;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    /** The sending's own state: locked while a request runs, the rules once they are there. */
    submission,
    draft,
    /** The one place the settings change (attributes, language): everything reads them when it needs them. */
    update(next: QuestionnaireSettings): void {
      settings = next;
    },
    goTo: steps.goTo,
    ...boundary.view,
    advance: advancer(store, steps, showErrors, submission, boundary),
    ...submitAndFollow(store, current, draft, submission, boundary, booking, steps),
    /** The form opened (the dialog, or inline the first focus in it): a new count of the funnel. */
    opened: () => submission.opened(store.get().step + 1),
    /** The booking step's funnel events: free times shown, a time booked. */
    counted: submission.counted,
    /** The focus should go to the step again (the dialog opened). */
    focusStep(): void {
      if (store.get().focus.target !== "step") store.set({ focus: { target: "step" } });
    },
    /** The element was shown inline (its page scrolls to it): the focus goes to the step's first field, again if it was there. */
    refocusStep(): void {
      store.set({ focus: { target: "step", preventScroll: true } });
    },
  };
}

/** What the view lends the controller for a submit: the element's events, final-form's restart, and closing the dialog. */
export interface QuestionnaireHost extends SubmitHost {
  /** Closes the dialog and hands the toasts back to the page. */
  close(): void;
}

/** The lazy boundary as a submit uses it. */
interface SubmitBoundary {
  later(): Later | null;
  applyOutcome(outcome: InquiryOutcome): Promise<QuestionnaireEffect>;
}

/**
 * One submit and what follows it: sending, the outcome shown, then the element's events
 * and the booking step, or the booking page (a dialog closes first) and an empty form for
 * the next visitor; and the booking step's own verbs until it ends. The controller's parts
 * come positionally, as stepMoves' and advancer's: its one caller is beside it, and naming
 * them cost the questionnaire's tightest size figure ~45 B gzip.
 */
function submitAndFollow(
  store: QuestionnaireStore,
  settings: () => QuestionnaireSettings,
  draft: Draft,
  submission: InquirySubmission,
  boundary: SubmitBoundary,
  booking: ReturnType<typeof bookingChunk>,
  steps: ReturnType<typeof stepMoves>,
) {
  const showBookingPage = (url: string) => boundary.later()?.showBookingPage(settings(), url);
  const pending = afterSubmit();
  return {
    /** Sends, shows how it ended and does what follows; returns final-form's submit errors. */
    async submit(values: InquiryValues, honeypot: string, host: QuestionnaireHost): Promise<FieldErrors | undefined> {
      const outcome = await submission.submit(values, honeypot);
      if (outcome.kind === "stored") draft.clear();
      const effect = await boundary.applyOutcome(outcome);
      // The step's frame shows at once (nothing is sent twice while its chunk comes); without it, the booking page.
      const page = effect.kind === "submitted" && !(effect.booking && (await booking.load(boundary.later())));
      const errors = reportEffect(effect, host);
      // Emptied after this render; with the booking page, the next visitor of this page (a shared screen) starts at the first step.
      if (effect.kind === "submitted")
        pending.after(() => {
          host.restart();
          if (page) steps.restart();
        });
      if (page) {
        store.set({ phase: { kind: "submitted", id: effect.id, url: effect.url } });
        if (!settings().inline) host.close();
        showBookingPage(effect.url);
      }
      return errors;
    },
    /** The element is gone: nothing pending runs on a form that is no longer there. */
    dispose: pending.dispose,
    bookingView: booking.view,
    /** Asks the free times while the visitor reads the summary, so they show at once after the 201. */
    prefetchTimes(apiBase: string): void {
      void boundary.later()?.freeTimes(apiBase);
    },
    /** The booking step is over: the form again; `page` (no times to show) opens the booking page; `closing` closes a dialog. */
    endBooking({ closing, page }: { closing: boolean; page?: string }, close: () => void): void {
      if (closing && !settings().inline) close();
      if (page) showBookingPage(page);
      steps.endBooking();
    },
  };
}

/**
 * Where the inquiry goes: with the booking step in the dialog to come, the URL says so, and
 * the Worker holds the acknowledgement back until it ends.
 */
function inquiryPath(settings: QuestionnaireSettings): string {
  return settings.booking === "inline" ? `${apiPaths.inquiries}?${BOOKING_STEP_QUERY}` : apiPaths.inquiries;
}

export type QuestionnaireController = ReturnType<typeof createQuestionnaireController>;
