import type { FocusTarget, ReferralPhase } from "./referral-form.settings.ts";

// What the referral form's controller holds and tells its view: the view and the tests
// read these without the controller.

/** The lazy boundary: everything to check and send (./referral-form.later.ts); the controller keeps it to itself. */
export type Later = typeof import("./referral-form.later.ts");

/** What the view renders of the lazy boundary once it is there: the confirmation. */
export type LaterViews = Later["views"];

export interface ReferralState {
  /** The visitor tried to send: every field's error shows. */
  attempted: boolean;
  focus: { target: FocusTarget };
  status: string;
  alert: string;
  /** A message under the form that is no field's (the bot check not done yet, no connection). */
  formNote: string;
  /** After the confirmation: a line above the empty form that the last referral went out. */
  sentBefore: boolean;
  phase: ReferralPhase;
  /** The lazy boundary is there: the confirmation and the texts of field codes can show. */
  ready: boolean;
}
