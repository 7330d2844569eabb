import type { createBookingView } from "./booking/questionnaire.booking-phase.tsx";
import type { FocusTarget, QuestionnairePhase } from "./questionnaire.settings.ts";

// What the questionnaire's controller holds and tells its view, apart from how it moves:
// the view and the tests read these without the controller.

/** The lazy boundary: everything to check and send (./questionnaire.later.ts); the controller keeps it to itself. */
export type Later = typeof import("./questionnaire.later.ts");

/** What the view renders of the lazy boundary once it is there: the summary, the inline confirmation. */
export type LaterViews = Later["views"];

/** The booking step's frame with the booking controller it renders from, once its chunk is there. */
export type BookingView = ReturnType<typeof createBookingView>;

export interface QuestionnaireState {
  step: number;
  /** The visitor tried to go on: the current step's errors show. */
  attempted: boolean;
  /** What a screen reader hears at once (a refused field), and politely (the step reached). */
  alert: string;
  status: string;
  /** Beside the button that sends: why the last submission did not go through. */
  formNote: string;
  /** A new object on every move, so the view moves the focus again to the same target. */
  focus: { target: FocusTarget };
  phase: QuestionnairePhase;
  /** The lazy boundary is there: the summary, the confirmation and the texts of field codes can show. */
  ready: boolean;
  /** The booking step's chunk is there: its frame replaces the empty one the dialog shows while it comes. */
  bookingReady: boolean;
}
