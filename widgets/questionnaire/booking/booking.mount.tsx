/**
 * Where the booking step meets the questionnaire's view: the step once its chunk is there,
 * and the free times asked early. The questionnaire lends what the step needs through
 * `BookingHost`, so nothing here imports the questionnaire's own files.
 */
import { useEffect } from "react";
import { CloseButton } from "../../lib/ui/close-button.tsx";
import type { BookingLead, BookingPhaseProps, createBookingView } from "./booking.later.tsx";

/** What the questionnaire lends its booking step. */
export interface BookingHost extends Pick<BookingPhaseProps["questionnaire"], "endBooking" | "counted"> {
  /** The step's frame and controller, once its chunk is there. */
  bookingView(): ReturnType<typeof createBookingView> | null;
  /** Asks the free times, so they show at once after the 201. */
  prefetchTimes(apiBase: string): void;
}

/** The free times are asked while `asking` (the visitor reads the summary), so they show at once after the 201. */
export function usePrefetchedTimes(host: BookingHost, asking: boolean, apiBase: string): void {
  useEffect(() => {
    if (asking) host.prefetchTimes(apiBase);
  }, [host, asking, apiBase]);
}

interface BookingStepContext extends Omit<BookingPhaseProps, "lead" | "booking" | "questionnaire"> {
  questionnaire: BookingHost;
}

/**
 * The booking step for `lead`, or null while the questionnaire shows its form (no lead).
 * Until the step's chunk is there, the dialog's frame alone.
 */
export function bookingStepOf(lead: BookingLead | null, context: BookingStepContext) {
  if (!lead) return null;
  const view = context.questionnaire.bookingView();
  if (!view) return !context.inline && <CloseButton onClick={context.requestClose} disabled={false} />;
  return <view.Phase lead={lead} booking={view.booking} {...context} />;
}
