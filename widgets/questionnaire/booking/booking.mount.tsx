/**
 * Where the booking step meets the questionnaire's view: the step shown in the dialog once
 * its chunk is there, and the free times asked while the visitor reads the summary.
 */
import { useEffect } from "react";
import type { QuestionnaireController } from "../questionnaire.controller.ts";
import { SUMMARY } from "../questionnaire.fields.ts";
import { CloseButton } from "../questionnaire.parts.tsx";
import type { QuestionnaireState } from "../questionnaire.types.ts";

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
 * form. The step has a chunk of its own: until it is there, the dialog's frame alone.
 */
export function bookingStepOf(state: QuestionnaireState, context: BookingStepContext) {
  if (state.phase.kind !== "booking") return null;
  const { controller, ...rest } = context;
  const view = controller.bookingView();
  if (!view) return !rest.inline && <CloseButton onClick={rest.requestClose} disabled={false} />;
  return <view.Phase lead={state.phase} booking={view.booking} {...rest} questionnaire={controller} />;
}
