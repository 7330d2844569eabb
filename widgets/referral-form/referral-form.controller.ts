/**
 * What the referral form does, free of rendering: the submission, its outcome, the
 * confirmation and the empty form's return, and its one lazy boundary.
 */
import { msg } from "@lingui/core/macro";
import { apiPaths } from "../../contract/limits.ts";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import { type ReferralField, type ReferralValues, referralFieldOrder } from "../../contract/referral/fields.ts";
import type { ReferralFormBody } from "../../contract/referral/rules.ts";
import { createStore } from "../lib/store.ts";
import { applyOutcome, laterVerbs, lazyBoundary } from "../lib/submission/boundary.ts";
import { createSubmissionController } from "../lib/submission/controller.ts";
import type { FormMove } from "../lib/submission/types.ts";
import { REFERRAL_FORM_TAG } from "../lib/tags.ts";
import type { ReferralEffect, ReferralSettings, ReferralState } from "./referral-form.types.ts";

// What an answer shows comes from the lazy boundary (`formOutcomeOf`, referral-form.later.ts) with this
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
  // The one `import()` of the lazy boundary, written here where the bundler sees it.
  const boundary = lazyBoundary(
    () => import("./referral-form.later.ts"),
    () => settings.i18n,
    set,
  );
  const submission = createSubmissionController<ReferralValues, ReferralField, ReferralFormBody>(
    { source: REFERRAL_FORM_TAG, path: () => apiPaths.referrals, fields: referralFieldOrder, load: boundary.load },
    settings,
  );
  // The view gets the field codes' texts and the boundary's views (the confirmation); the refused fields are the controller's to show.
  const { showErrors, ...views } = laterVerbs(
    boundary.later,
    () => settings,
    referralFieldOrder,
    referralFieldLabels,
    (first, alert) => set({ attempted: true, alert, focus: { target: first } }),
  );
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
      return !showErrors(errors);
    },
    async submit(values: ReferralValues, honeypot: string): Promise<ReferralEffect> {
      const outcome = await submission.submit(values, honeypot);
      await boundary.load();
      return applyOutcome(boundary.later(), outcome, settings, fallback, set, showErrors);
    },
    ...views,
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

export type ReferralController = ReturnType<typeof createReferralController>;
