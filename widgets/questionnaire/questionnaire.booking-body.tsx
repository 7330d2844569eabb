import { useEffect } from "react";
import { type QuestionnaireController, type QuestionnaireState, SUMMARY } from "./questionnaire.controller.ts";

/** The free times are asked while the visitor reads the summary, so they show at once after the 201. */
export function usePrefetchedTimes(
  controller: QuestionnaireController,
  state: QuestionnaireState,
  booking: boolean,
  apiBase: string,
): void {
  const asking = booking && state.ready && state.step === SUMMARY;
  useEffect(() => {
    if (asking) controller.prefetchTimes(apiBase);
  }, [controller, asking, apiBase]);
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
 * form. The step has a chunk of its own, which the controller fetched before the phase
 * became `booking`.
 */
export function bookingStepOf(state: QuestionnaireState, context: BookingStepContext) {
  const { controller, ...rest } = context;
  const view = state.phase.kind === "booking" ? controller.bookingView() : null;
  if (state.phase.kind !== "booking" || !view) return null;
  return <view.Phase lead={state.phase} booking={view.booking} {...rest} questionnaire={controller} />;
}
