import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { lazyModule } from "../lib/dom.ts";
import type { BookingController } from "./questionnaire.booking.controller.ts";
import type { KeptCall } from "./questionnaire.booking-store.ts";
import { CloseButton } from "./questionnaire.steps.tsx";
import { announceBooking, openBookingPage } from "./questionnaire.success.ts";

/**
 * The booking step's view and texts, a chunk of their own: fetched after the inquiry is
 * stored, and only where the call is booked in the dialog.
 */
export const bookingStep = lazyModule(() => import("./questionnaire.booking.tsx"));

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
  /** The form again (the booking page instead, a time later, a new inquiry). */
  endBooking: () => void;
  counted: (event: "timesShown" | "booked") => void;
}

/**
 * The thank-you step in the dialog (or inline panel) that held the form: the same frame,
 * so the open dialog stays open, with the booking step's chunk inside. It is part of the
 * lazy boundary, since it renders only after a stored inquiry (or one booked in this tab).
 */
export function BookingPhase(props: BookingPhaseProps) {
  const { i18n } = useLingui();
  const { lead, inline, close, endBooking } = props;
  // No times to show: the booking page in a new tab instead.
  const fallback = () => {
    if (inline) openBookingPage(lead.url);
    else {
      close();
      announceBooking(i18n, lead.url);
    }
    endBooking();
  };
  const end = (closing: boolean) => {
    if (closing && !inline) close();
    endBooking();
  };
  const step = useBookingStep(fallback);
  return (
    <>
      {inline ? null : <CloseButton onClick={props.requestClose} disabled={false} />}
      {step ? (
        <step.BookingStep
          apiBase={props.apiBase}
          booking={props.booking}
          lead={{ id: lead.id, token: lead.token }}
          booked={lead.booked ?? null}
          onFallback={fallback}
          onCounted={props.counted}
          onLater={() => end(true)}
          onNewInquiry={() => end(false)}
        />
      ) : null}
    </>
  );
}

type BookingModule = NonNullable<Awaited<ReturnType<typeof bookingStep>>>;

/** The booking step's chunk, fetched once the inquiry is stored; one that cannot be fetched ends in the booking page. */
function useBookingStep(fallback: () => void): BookingModule | null {
  const [step, setStep] = useState<BookingModule | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per step; `fallback` is read when it fails
  useEffect(() => {
    let current = true;
    void bookingStep().then((module) => {
      if (!current) return;
      if (module) setStep(module);
      else fallback();
    });
    return () => {
      current = false;
    };
  }, []);
  return step;
}
