/**
 * The booking step's entry, the one module its `import()` names: its frame, its controller
 * and the call kept in this tab come with the step's own chunk, which the questionnaire's
 * controller fetches only after a 201 where the call is booked in the dialog, or where this
 * tab kept a booked call.
 */
import { CloseButton } from "../questionnaire.parts.tsx";
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
    /** The form again (the booking page instead, a time later, a new inquiry). */
    endBooking(): void;
    /** The booking page with the visitor's details: inline in a new tab, else announced on the page. */
    showBookingPage(url: string): void;
    counted(event: "timesShown" | "booked"): void;
  };
}

/**
 * The thank-you step in the dialog (or inline panel) that held the form: the same frame,
 * so the open dialog stays open, with the booking step inside.
 */
export function BookingPhase(props: BookingPhaseProps) {
  const { lead, inline, close, questionnaire } = props;
  // No times to show: the booking page in a new tab instead.
  const fallback = () => {
    if (!inline) close();
    questionnaire.showBookingPage(lead.url);
    questionnaire.endBooking();
  };
  const end = (closing: boolean) => {
    if (closing && !inline) close();
    questionnaire.endBooking();
  };
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
