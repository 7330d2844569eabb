/**
 * What the referral form does, free of rendering: the submission, its outcome, the
 * confirmation and, after `SUCCESS_VIEW_MS`, the empty form's return.
 */
import { msg } from "@lingui/core/macro";
import type { FieldErrors } from "../../contract/errors.ts";
import { apiPaths } from "../../contract/limits.ts";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import { type ReferralField, type ReferralValues, referralFieldOrder } from "../../contract/referral/fields.ts";
import type { ReferralFormBody } from "../../contract/referral/rules.ts";
import { createStore } from "../lib/runtime/store.ts";
import { REFERRAL_FORM_TAG } from "../lib/runtime/tags.ts";
import { afterSubmit } from "../lib/submission/after-submit.ts";
import { formBoundary, reportEffect, type SubmitHost } from "../lib/submission/boundary.ts";
import { createSubmissionController } from "../lib/submission/controller.ts";
import type { FormMove, SubmissionOutcome } from "../lib/submission/types.ts";
import type { ReferralEffect, ReferralSettings, ReferralState } from "./referral-form.types.ts";

// A failure's text, also shown when the lazy boundary cannot be fetched.
const fallback = msg`There was an error submitting your referral. Please try again.`;

/** How long the confirmation stays before the empty form returns for the next referral. */
export const SUCCESS_VIEW_MS = 5000;

// The lazy boundary's one `import()`, written where the bundler sees it.
const importLater = () => import("./referral-form.later.ts");
type Later = Awaited<ReturnType<typeof importLater>>;

/** What the referral form's lazy boundary passes around (lib/submission/boundary.ts). */
type ReferralKind = {
  module: Later;
  views: Later["views"];
  outcome: SubmissionOutcome<ReferralField, ReferralFormBody>;
  settings: ReferralSettings;
  effect: ReferralEffect;
  state: ReferralState;
  field: ReferralField;
};

/**
 * What the referral form does, free of any rendering: the view renders its state and
 * lends it the DOM's part (the element's events, final-form's restart).
 */
export function createReferralController(initial: ReferralSettings) {
  let settings = initial;
  const current = () => settings;
  const store = createStore<ReferralState>({
    attempted: false,
    focus: { target: null },
    status: "",
    alert: "",
    formNote: "",
    sentBefore: false,
    phase: { kind: "form" },
  });
  const { set, get } = store;
  // After a success: final-form's restart, then the dwell.
  const pending = afterSubmit();
  // The view gets the field codes' texts and the boundary's views (the confirmation); the refused fields are the controller's to show.
  const boundary = formBoundary<ReferralKind>({
    importer: importLater,
    settings: current,
    fields: referralFieldOrder,
    labels: referralFieldLabels,
    fallback,
    set,
    show: (first, alert) => set({ attempted: true, alert, focus: { target: first } }),
  });
  const { showErrors } = boundary;
  const submission = createSubmissionController<ReferralValues, ReferralField, ReferralFormBody>({
    source: REFERRAL_FORM_TAG,
    path: () => apiPaths.referrals,
    settings: current,
    fields: referralFieldOrder,
    load: boundary.load,
  });
  return {
    subscribe: store.subscribe,
    getSnapshot: get,
    submission,
    /** The one place the settings change (attributes, language): everything reads them when it needs them. */
    update(next: ReferralSettings): void {
      settings = next;
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
    /**
     * Sends, shows how it ended and tells the element; a confirmation stays
     * `SUCCESS_VIEW_MS`, then the empty form returns. Returns final-form's submit errors.
     */
    async submit(values: ReferralValues, honeypot: string, host: ReferralHost): Promise<FieldErrors | undefined> {
      const outcome = await submission.submit(values, honeypot);
      const effect = await boundary.applyOutcome(outcome);
      const errors = reportEffect(effect, host);
      // Emptied after this render; only a visitor who is still in the widget gets the focus moved for them.
      if (effect.kind === "submitted")
        pending.after(() => {
          host.restart();
          pending.after(() => backToForm(set, host.isFocusInside()), SUCCESS_VIEW_MS);
        });
      return errors;
    },
    /** The element is gone: nothing pending runs on a form that is no longer there. */
    dispose: pending.dispose,
    ...boundary.view,
  };
}

/** What the view lends the controller for a submit: the element's events, final-form's restart, and where the focus is. */
export interface ReferralHost extends SubmitHost {
  /** The focus is in the widget: the visitor is still there when the empty form returns. */
  isFocusInside(): boolean;
}

/** The confirmation has stayed long enough: the empty form returns, with the focus on its first field for a visitor still in it. */
function backToForm(set: (next: Partial<ReferralState>) => void, inside: boolean): void {
  set({
    attempted: false,
    phase: { kind: "form" },
    status: "",
    sentBefore: true,
    focus: { target: inside ? referralFieldOrder[0]! : null },
  });
}

export type ReferralController = ReturnType<typeof createReferralController>;
