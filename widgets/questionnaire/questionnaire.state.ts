import type { BookingController } from "./questionnaire.booking.controller.ts";
import type { FocusTarget, QuestionnairePhase } from "./questionnaire.settings.ts";

export type { FocusTarget, QuestionnaireEffect, QuestionnairePhase, QuestionnaireSettings } from "./questionnaire.settings.ts";

// What the questionnaire's controller holds and tells its view, apart from how it moves:
// the view and the tests read these without the controller.

/** The lazy boundary: everything to check and send (./questionnaire.later.ts). */
export type Later = typeof import("./questionnaire.later.ts");

export interface QuestionnaireState {
  step: number;
  /** The visitor tried to go on: the current step's errors show. */
  attempted: boolean;
  /** What a screen reader hears at once (a refused field), and politely (the step reached). */
  alert: string;
  status: string;
  /** Beside the button that sends: why the last submission did not go through. */
  formError: string;
  /** A new object on every move, so the view moves the focus again to the same target. */
  focus: { target: FocusTarget };
  phase: QuestionnairePhase;
  /** The lazy boundary once it is there (the summary and the confirmation render from it). */
  later: Later | null;
  /** The booking step's controller, with the lazy boundary: its free times, requests and booked calls outlive the step's view. */
  booking: BookingController | null;
}
