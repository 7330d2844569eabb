import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrors } from "../../contract/errors.ts";
import { apiPaths } from "../../contract/limits.ts";
import { referralFieldLabels } from "../../contract/referral-field-labels.ts";
import type { ReferralField } from "../../contract/referral-fields.ts";
import type { ReferralFormBody } from "../../contract/referral-form.ts";
import { lazyModule } from "../lib/dom.ts";
import { addCatalog } from "../lib/i18n.ts";
import { createStore } from "../lib/store.ts";
import { createSubmissionController } from "../lib/submission/controller.ts";
import type { FormMove, SubmissionOutcome } from "../lib/submission/types.ts";
import { REFERRAL_FORM_TAG } from "../lib/tags.ts";
import { type ReferralValues, referralFieldOrder } from "./referral-form.fields.ts";
import type { Later, LaterViews, ReferralEffect, ReferralSettings, ReferralState } from "./referral-form.state.ts";

export type { FocusTarget, LaterViews, ReferralEffect, ReferralPhase, ReferralSettings, ReferralState } from "./referral-form.state.ts";

// What an answer shows comes from the lazy boundary (referral-form.outcome.ts) with this
// text for a failure, which is also what shows when that boundary cannot be fetched.
const fallback = msg`There was an error submitting your referral. Please try again.`;

/**
 * What the referral form does, free of any rendering: the submission, its outcome, the
 * confirmation and the return of the empty form. The view renders its state and does
 * what is about the DOM (the focus, the element's events).
 */
export function createReferralController(initial: ReferralSettings) {
  let settings = initial;
  const store = createStore<ReferralState>({
    attempted: false,
    focus: { target: null },
    status: "",
    alert: "",
    formNote: "",
    sentBefore: false,
    phase: { kind: "form" },
    ready: false,
  });
  const { set, get } = store;
  let later: Later | null = null;
  // The lazy boundary, its one `import()`: null while it cannot be fetched (the next call tries again).
  const load = lazyModule(() =>
    import("./referral-form.later.ts").then(async (module) => {
      // Its field errors and failures speak the form's language before any can show.
      await addCatalog(settings.i18n, module.outcomeCatalog);
      later = module;
      set({ ready: true });
      return module;
    }),
  );
  const submission = createSubmissionController<ReferralValues, ReferralField, ReferralFormBody>(
    { source: REFERRAL_FORM_TAG, path: () => apiPaths.referrals, fields: referralFieldOrder, load },
    settings,
  );
  /**
   * Moves the focus to the first refused field and announces why; false when none is the
   * form's. A field has a code only from the lazy boundary, which says what it reads as.
   */
  const showErrors = (errors: FieldErrors): boolean => {
    const first = later?.firstField(referralFieldOrder, errors);
    if (!later || !first) return false;
    const alert = later.fieldAlert(settings.i18n, referralFieldLabels[first], errors[first]);
    set({ attempted: true, alert, focus: { target: first } });
    return true;
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: get,
    submission,
    update(next: ReferralSettings): void {
      settings = next;
      submission.update(next);
    },
    /**
     * Submit: what final-form's check refuses is shown first (lib/submission/hooks.ts says
     * when the rules run); true: the view submits the form.
     */
    async advance({ errors }: FormMove<ReferralValues>): Promise<boolean> {
      if (submission.getSnapshot().submitting) return false;
      set({ formNote: "", alert: "" });
      return !showErrors(errors ?? {});
    },
    async submit(values: ReferralValues, honeypot: string): Promise<ReferralEffect> {
      const outcome = await submission.submit(values, honeypot);
      return showOutcome(outcome, await load(), settings, set, showErrors);
    },
    /** What a field's code reads as: only the lazy boundary gives a field a code, so it is there. */
    fieldErrorText(code: string): MessageDescriptor {
      return later?.fieldErrorMessage(code) ?? fallback;
    },
    /** The confirmation, once the lazy boundary is there. */
    views: (): LaterViews | null => later?.views ?? null,
    /** The confirmation has stayed long enough: the empty form returns; `inside`: the visitor is still in the widget. */
    backToForm(inside: boolean): void {
      // Only a visitor who is still in the widget gets the focus moved for them.
      set({
        attempted: false,
        phase: { kind: "form" },
        status: "",
        sentBefore: true,
        focus: { target: inside ? referralFieldOrder[0]! : null },
      });
    },
  };
}

/**
 * Shows how a submission ended, as the questionnaire does: the lazy boundary says what (as
 * data), and a refused field of the form's own gets the focus instead of the button.
 */
function showOutcome(
  outcome: SubmissionOutcome<ReferralField, ReferralFormBody>,
  later: Later | null,
  settings: ReferralSettings,
  set: (next: Partial<ReferralState>) => void,
  showErrors: (errors: FieldErrors) => boolean,
): ReferralEffect {
  // Without the lazy boundary nothing was stored: the note beside the button says so, and the form keeps every value.
  if (!later) {
    set({ formNote: settings.i18n._(fallback), focus: { target: "submit" } });
    return { kind: "failed", failure: "failure" in outcome ? outcome.failure : undefined };
  }
  const { effect, change } = later.referralOutcomeOf(outcome, settings, fallback);
  if (effect.kind === "failed" && effect.fields && showErrors(effect.fields)) return effect;
  set(change);
  return effect.kind === "failed" ? { kind: "failed", failure: effect.failure } : effect;
}

export type ReferralController = ReturnType<typeof createReferralController>;
