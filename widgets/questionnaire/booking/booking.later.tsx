/**
 * The booking step's entry, the one module its `import()` names: its frame, its controller
 * and the call kept in this tab, fetched only after a 201 or where this tab kept a call.
 */
import type { FollowUpEvent } from "../../../contract/funnel/wire.ts";
import { CloseButton } from "../../lib/ui/close-button.tsx";
import { type BookingController, createBookingController } from "./booking.controller.ts";
import type { KeptCall } from "./booking.store.ts";
import { BookingStep } from "./booking.view.tsx";

/** The thank-you step of a call booked earlier in this tab, read when the chunk comes. */
export { bookedPhase } from "./booking.store.ts";

/** The stored inquiry the booking step is about (`booked`: a call booked earlier in this tab). */
export interface BookingLead {
  id: string;
  url: string;
  token: string;
  booked?: KeptCall;
}

/** What the form around the booking step lends it: where to book, and how the step ends. */
export interface BookingPhaseProps {
  lead: BookingLead;
  /** The questionnaire's booking controller: the free times, the request on its way, the call booked. */
  booking: BookingController;
  apiBase: string;
  inline: boolean;
  requestClose: () => void;
  /** Closes the dialog and hands the toasts back to the page. */
  close: () => void;
  /** What the questionnaire's controller does when the step ends, and what it counts. */
  questionnaire: {
    /** The form again; `page`: the booking page instead (no times to show); `closing`: a dialog closes through `close`. */
    endBooking(how: { closing: boolean; page?: string }, close: () => void): void;
    counted(event: FollowUpEvent): void;
  };
}

/**
 * The thank-you step in the dialog (or inline panel) that held the form: the same frame,
 * so the open dialog stays open, with the booking step inside.
 */
export function BookingPhase(props: BookingPhaseProps) {
  const { lead, inline, close, questionnaire } = props;
  const end = (closing: boolean, page?: string) => questionnaire.endBooking({ closing, page }, close);
  // No times to show: the booking page in a new tab instead.
  const fallback = () => end(true, lead.url);
  return (
    <>
      {inline ? null : <CloseButton onClick={props.requestClose} disabled={false} />}
      <BookingStep
        booking={props.booking}
        host={{ apiBase: props.apiBase, lead, booked: lead.booked ?? null, fallback, counted: questionnaire.counted }}
        onLater={() => end(true)}
        onNewInquiry={() => end(false)}
      />
    </>
  );
}

/** The step's frame and the booking controller it renders from, made once per questionnaire. */
export function createBookingView() {
  return { Phase: BookingPhase, booking: createBookingController() };
}
