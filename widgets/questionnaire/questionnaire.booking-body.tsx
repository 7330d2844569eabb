import { useEffect } from "react";
import { type QuestionnaireController, type QuestionnaireState, SUMMARY } from "./questionnaire.controller.ts";

/** The free times are asked while the visitor reads the summary, so they show at once after the 201. */
export function usePrefetchedTimes(state: QuestionnaireState, booking: boolean, apiBase: string): void {
  const controller = booking && state.step === SUMMARY ? state.booking : null;
  useEffect(() => void controller?.freeTimes(apiBase), [controller, apiBase]);
}

interface BookingStepContext {
  controller: QuestionnaireController;
  apiBase: string;
  inline: boolean;
  requestClose: () => void;
  /** Closes the dialog and hands the toasts back to the page. */
  close: () => void;
}

/**
 * The booking step for the controller's state, or null while the questionnaire shows its
 * form. The step itself is part of the lazy boundary, so the first field does not wait for it.
 */
export function bookingStepOf(state: QuestionnaireState, context: BookingStepContext) {
  const { phase, later, booking } = state;
  if (phase.kind !== "booking" || !later || !booking) return null;
  const { controller, ...rest } = context;
  return <later.BookingPhase lead={phase} booking={booking} {...rest} endBooking={controller.endBooking} counted={controller.counted} />;
}
