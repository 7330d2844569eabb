import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { storeCall } from "./questionnaire.booking-store.ts";
import {
  type Later,
  type QuestionnaireController,
  type QuestionnairePhase,
  type QuestionnaireState,
  SUMMARY,
} from "./questionnaire.controller.ts";
import { CloseButton } from "./questionnaire.steps.tsx";

/**
 * The thank-you step in the dialog (or inline panel) that held the form: the same frame,
 * so the open dialog stays open, with the booking step of the lazy boundary inside.
 */
export function BookingBody({
  later,
  phase,
  apiBase,
  inline,
  requestClose,
  fallback,
  end,
  counted,
}: {
  later: Later;
  phase: Extract<QuestionnairePhase, { kind: "booking" }>;
  apiBase: string;
  inline: boolean;
  requestClose: () => void;
  /** No times: the booking page's flow instead. */
  fallback: () => void;
  /** The step ends: `close` the dialog too ("pick a time later"), or only back to the form (a new inquiry). */
  end: (close: boolean) => void;
  counted: (event: "timesShown" | "booked") => void;
}) {
  const step = useBookingStep(later, fallback);
  return (
    <>
      {inline ? null : <CloseButton onClick={requestClose} disabled={false} />}
      {step ? (
        <step.BookingStep
          apiBase={apiBase}
          lead={{ id: phase.id, token: phase.token }}
          booked={phase.booked ?? null}
          onFallback={fallback}
          onCounted={counted}
          onLater={() => end(true)}
          onNewInquiry={() => {
            storeCall(null);
            end(false);
          }}
        />
      ) : null}
    </>
  );
}

type BookingModule = NonNullable<Awaited<ReturnType<Later["bookingStep"]>>>;

/** The booking step's chunk, fetched once the inquiry is stored; one that cannot be fetched ends in the booking page. */
function useBookingStep(later: Later, fallback: () => void): BookingModule | null {
  const [step, setStep] = useState<BookingModule | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per step; `fallback` is read when it fails
  useEffect(() => {
    let current = true;
    void later.bookingStep().then((module) => {
      if (!current) return;
      if (module) setStep(module);
      else fallback();
    });
    return () => {
      current = false;
    };
  }, [later]);
  return step;
}

/** The free times are asked while the visitor reads the summary, so they show at once after the 201. */
export function usePrefetchedTimes(state: QuestionnaireState, booking: boolean, apiBase: string): void {
  const later = booking && state.step === SUMMARY ? state.later : null;
  useEffect(() => void later?.freeTimes(apiBase), [later, apiBase]);
}

interface BookingStepContext {
  controller: QuestionnaireController;
  apiBase: string;
  inline: boolean;
  requestClose: () => void;
  /** Closes the dialog and hands the toasts back to the page. */
  close: () => void;
}

/** The booking step for the controller's state, or null while the questionnaire shows its form. */
export function bookingStepOf(state: QuestionnaireState, context: BookingStepContext) {
  const { phase, later } = state;
  if (phase.kind !== "booking" || !later) return null;
  return <BookingPhase later={later} phase={phase} context={context} />;
}

function BookingPhase({
  later,
  phase,
  context,
}: {
  later: Later;
  phase: Extract<QuestionnairePhase, { kind: "booking" }>;
  context: BookingStepContext;
}) {
  const { i18n } = useLingui();
  const { controller, inline } = context;
  // No times to show: the spec's flow, the booking page in a new tab.
  const fallback = () => {
    if (inline) later.openBookingPage(phase.url);
    else {
      context.close();
      later.announceBooking(i18n, phase.url);
    }
    controller.endBooking();
  };
  const end = (close: boolean) => {
    if (close && !inline) context.close();
    controller.endBooking();
  };
  return (
    <BookingBody
      later={later}
      phase={phase}
      apiBase={context.apiBase}
      inline={inline}
      requestClose={context.requestClose}
      fallback={fallback}
      end={end}
      counted={controller.counted}
    />
  );
}
