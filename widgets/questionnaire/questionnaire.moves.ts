/**
 * Moving through the questionnaire's steps: where the focus goes, what is announced, what
 * the funnel counts, and when Next may move on. The controller wires them to its store.
 */
import type { InquiryField, InquiryValues } from "../../contract/inquiry/fields.ts";
import { fieldCodes } from "../lib/submission/controller.ts";
import type { FormMove } from "../lib/submission/types.ts";
import { SUMMARY, stepOf, stepStatus, steps } from "./questionnaire.fields.ts";
import type * as LaterModule from "./questionnaire.later.ts";
import type { FocusTarget, QuestionnaireSettings, QuestionnaireStore, ShowErrors } from "./questionnaire.types.ts";

/** Moving between the steps: the step, where the focus goes, what is announced, the funnel's count. */
export function stepMoves(
  { get, set }: QuestionnaireStore,
  settings: () => QuestionnaireSettings,
  reached: (step: number) => void,
  save: (change: { step: number }) => void,
) {
  const goTo = (next: number, target: FocusTarget = "step") => {
    const step = Math.max(0, Math.min(SUMMARY, next));
    const moved = step !== get().step;
    set({
      attempted: target !== "step",
      formNote: "",
      step,
      focus: { target },
      ...(moved ? { status: stepStatus(settings().i18n, step) } : {}),
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
      set({ step: 0, attempted: false, formNote: "", phase: settings().inline ? get().phase : { kind: "form" } });
    },
  };
}

/** Next: the step's fields (on the summary, every field) must pass final-form's check first; true: the view submits. */
export function advancer(
  store: QuestionnaireStore,
  steps: ReturnType<typeof stepMoves>,
  showErrors: ShowErrors,
  submission: { getSnapshot(): { submitting: boolean } },
  boundary: { later(): typeof LaterModule | null; load(): Promise<typeof LaterModule | null> },
) {
  return async ({ values, errors = {} }: FormMove<InquiryValues>): Promise<boolean> => {
    if (submission.getSnapshot().submitting) return false;
    store.set({ alert: "" });
    if (store.get().step === SUMMARY) {
      store.set({ formNote: "" });
      return !showErrors(errors);
    }
    const { fields } = steps.current();
    // Before the lazy boundary was there final-form had no rules to check with (lib/submission/hooks.ts): they run here, once.
    const later = boundary.later() ? null : await boundary.load();
    const codes = later ? fieldCodes(later.rules(values), fields) : errors;
    if (!showErrors(codes, fields)) steps.goTo(store.get().step + 1);
    return false;
  };
}
