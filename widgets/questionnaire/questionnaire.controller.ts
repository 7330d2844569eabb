/**
 * What the questionnaire does, free of rendering: its steps, the draft, the funnel's
 * events, the submission and its outcome, and the two chunks it fetches: the lazy
 * boundary (everything to check and send) and, after it, the booking step.
 */
import { msg } from "@lingui/core/macro";
import { BOOKING_STEP_QUERY } from "../../contract/booking/step.ts";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import type { InquiryField, InquiryValues } from "../../contract/inquiry/fields.ts";
import type { InquiryFormBody } from "../../contract/inquiry/rules.ts";
import { apiPaths } from "../../contract/limits.ts";
import { lazyModule } from "../lib/dom.ts";
import { createStore } from "../lib/store.ts";
import { applyOutcome, laterVerbs, lazyBoundary } from "../lib/submission/boundary.ts";
import { createSubmissionController, fieldCodes } from "../lib/submission/controller.ts";
import type { FormMove } from "../lib/submission/types.ts";
import { QUESTIONNAIRE_TAG } from "../lib/tags.ts";
import { createDraft } from "./questionnaire.draft.ts";
import { allFields, SUMMARY, stepOf, stepStatus, steps } from "./questionnaire.fields.ts";
import type { BookingView, FocusTarget, QuestionnaireEffect, QuestionnaireSettings, QuestionnaireState } from "./questionnaire.types.ts";

// What an answer shows comes from the lazy boundary (`formOutcomeOf`, questionnaire.later.ts) with this
// text for a failure, which is also what shows when that boundary cannot be fetched.
const fallback = msg`We could not save your details. Please try again.`;

/** Where a form starts: the draft's step (a call booked earlier in this tab shows with the lazy boundary). */
function initialState(settings: QuestionnaireSettings, step: number): QuestionnaireState {
  return {
    step,
    attempted: false,
    alert: "",
    status: "",
    formNote: "",
    // Inline, the focus moves only once the visitor works in the form: never on page load.
    focus: { target: settings.inline ? null : "step" },
    phase: { kind: "form" },
    ready: false,
    bookingReady: false,
  };
}

// The lazy boundary's one `import()`, written here, where the bundler sees it.
const importLater = () => import("./questionnaire.later.ts");
type Later = Awaited<ReturnType<typeof importLater>>;

/**
 * The booking step's chunk, through the lazy boundary's `bookingStep`: fetched only after a
 * 201 where the call is booked in the dialog, or when the lazy boundary finds a call this tab
 * kept (then the step confirms it). Its view is made once and outlives the step. It is made
 * before the lazy boundary, which hands it its module once loaded (`keptCall`); the verbs
 * read the boundary as the controller passes it.
 */
function bookingChunk(store: ReturnType<typeof createStore<QuestionnaireState>>, settings: () => QuestionnaireSettings) {
  let view: BookingView | null = null;
  let loadStep: (() => Promise<Awaited<ReturnType<Later["bookingStep"]>> | null>) | null = null;
  // Without the lazy boundary there is no step yet (the booking page instead); the next call tries again.
  const load = async (module: Later | null) => {
    if (!module) return null;
    loadStep ??= lazyModule(module.bookingStep);
    const step = await loadStep();
    if (step && !view) {
      view = step.createBookingView();
      store.set({ bookingReady: true });
    }
    return step;
  };
  return {
    load,
    verbs: (later: () => Later | null) => ({
      /** The booking step's frame and controller, once its chunk is there. */
      bookingView: (): BookingView | null => view,
      /** Asks the free times while the visitor reads the summary, so they show at once after the 201. */
      prefetchTimes(apiBase: string): void {
        void later()?.freeTimes(apiBase);
      },
      /** The booking page with the visitor's details: inline in a new tab, else announced on the page. */
      showBookingPage(url: string): void {
        later()?.showBookingPage(settings(), url);
      },
    }),
    async keptCall(module: Later): Promise<Partial<QuestionnaireState>> {
      const kept = settings().booking === "inline" && module.keptCallExists();
      const booked = kept ? ((await load(module))?.bookedPhase() ?? null) : null;
      return booked && store.get().phase.kind === "form" ? { phase: booked } : {};
    },
  };
}

/**
 * What the questionnaire does, free of any rendering. The view renders its state and does
 * what is about the DOM (the focus, the dialog element, the element's events); it gets
 * verbs, data and the lazy boundary's `views`, never a module.
 *
 * @example
 * const questionnaire = createQuestionnaireController(settings);
 * const effect = await questionnaire.submit(values, honeypot);
 * if (effect.kind === "submitted") host.dispatchEvent(new CustomEvent("submitted", { detail: { id: effect.id } }));
 */
export function createQuestionnaireController(initial: QuestionnaireSettings) {
  let settings = initial;
  const draft = createDraft();
  const store = createStore<QuestionnaireState>(initialState(initial, draft.start.step));
  const booking = bookingChunk(store, () => settings);
  const boundary = lazyBoundary(importLater, () => settings.i18n, store.set, booking.keptCall);
  const submission = createSubmissionController<InquiryValues, InquiryField, InquiryFormBody>(
    { source: QUESTIONNAIRE_TAG, path: () => inquiryPath(settings), fields: allFields, pending: draft.pending, load: boundary.load },
    settings,
  );
  const steps = stepMoves(store.get, store.set, settings, submission.reached, draft.save);
  const { showErrors, ...views } = laterVerbs(boundary.later, () => settings, allFields, inquiryFieldLabels, steps.showRefused);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    /** The sending's own state: locked while a request runs, the rules once they are there. */
    submission,
    draft,
    update(next: QuestionnaireSettings): void {
      settings = next;
      steps.update(next);
      submission.update(next);
    },
    goTo: steps.goTo,
    ...views,
    ...booking.verbs(boundary.later),
    /** Next: the step's fields (on the summary, every field) must pass final-form's check first; true: the view submits. */
    async advance({ values, errors = {} }: FormMove<InquiryValues>): Promise<boolean> {
      if (submission.getSnapshot().submitting) return false;
      store.set({ alert: "" });
      if (store.get().step === SUMMARY) {
        store.set({ formNote: "" });
        return !showErrors(errors);
      }
      const { fields } = steps.current();
      // Before the lazy boundary was there final-form had no rules to check with (lib/submission/hooks.ts): they run here, once.
      const later = store.get().ready ? null : await boundary.load();
      const codes = later ? fieldCodes(later.rules(values), fields) : errors;
      if (!showErrors(codes, fields)) steps.goTo(store.get().step + 1);
      return false;
    },
    /** Sends, and shows how it ended; the effect says what the view does about it. */
    async submit(values: InquiryValues, honeypot: string): Promise<QuestionnaireEffect> {
      const outcome = await submission.submit(values, honeypot);
      if (outcome.kind === "stored") draft.clear();
      await boundary.load();
      // The step's frame shows at once (nothing is sent twice while its chunk comes); without it, the booking page.
      const effect = applyOutcome(boundary.later(), outcome, settings, fallback, store.set, showErrors);
      if (effect.kind !== "submitted" || !effect.booking || (await booking.load(boundary.later()))) return effect;
      store.set({ phase: { kind: "submitted", id: effect.id, url: effect.url } });
      return { ...effect, booking: false };
    },
    /** The form opened (the dialog, or inline the first focus in it): a new count of the funnel. */
    opened(): void {
      submission.opened(store.get().step + 1);
    },
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
    endBooking: steps.endBooking,
    restart: steps.restart,
  };
}

/**
 * Where the inquiry goes: with the booking step in the dialog to come, the URL says so, and
 * the Worker holds the acknowledgement back until it ends.
 */
function inquiryPath(settings: QuestionnaireSettings): string {
  return settings.booking === "inline" ? `${apiPaths.inquiries}?${BOOKING_STEP_QUERY}` : apiPaths.inquiries;
}

/** Moving between the steps: the step, where the focus goes, what is announced, the funnel's count. */
function stepMoves(
  get: () => QuestionnaireState,
  set: (next: Partial<QuestionnaireState>) => void,
  initial: QuestionnaireSettings,
  reached: (step: number) => void,
  save: (change: { step: number }) => void,
) {
  let settings = initial;
  const goTo = (next: number, target: FocusTarget = "step") => {
    const step = Math.max(0, Math.min(SUMMARY, next));
    const moved = step !== get().step;
    set({
      attempted: target !== "step",
      formNote: "",
      step,
      focus: { target },
      ...(moved ? { status: stepStatus(settings.i18n, step) } : {}),
    });
    save({ step });
    if (moved) reached(step + 1);
  };
  return {
    goTo,
    /** A refused field: its step, with the focus on it, and why, announced at once. */
    showRefused(field: InquiryField, alert: string): void {
      set({ alert });
      goTo(stepOf(field), field);
    },
    current: () => steps[get().step]!,
    /** The booking step is over (the booking page instead, a time later, a new inquiry): the form again. */
    endBooking(): void {
      set({ step: 0, attempted: false, formNote: "", phase: { kind: "form" }, focus: { target: "step" } });
    },
    /** After a success, the next visitor of this page (a shared screen) starts empty. */
    restart(): void {
      set({ step: 0, attempted: false, formNote: "", phase: settings.inline ? get().phase : { kind: "form" } });
    },
    update(next: QuestionnaireSettings): void {
      settings = next;
    },
  };
}

export type QuestionnaireController = ReturnType<typeof createQuestionnaireController>;
