/**
 * The booking step's view: the free times, the picked time and the confirmation, in the
 * dialog after a stored inquiry.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { FreeTimes } from "../../../contract/booking.ts";
import { useLateStyles } from "../../lib/late-styles.ts";
import type { BookingController, PendingBooking } from "./questionnaire.booking.controller.ts";
import { bookingStyles } from "./questionnaire.booking.styles.ts";
import { useBookingTexts } from "./questionnaire.booking.texts.ts";
import { Confirmation, useHeadingFocus } from "./questionnaire.booking-confirmation.tsx";
import { intlTag, TimeZoneSelect, zoneName } from "./questionnaire.booking-parts.tsx";
import { LaterNote, PickedTime } from "./questionnaire.booking-picked.tsx";
import type { KeptCall } from "./questionnaire.booking-store.ts";
import { DayStrip } from "./questionnaire.booking-strip.tsx";
import { bookOnce, releaseAcknowledgement, timesByDay } from "./questionnaire.booking-times.ts";
import { currentZoneName } from "./questionnaire.booking-zones.ts";
import { detectedTimeZone } from "./questionnaire.free-times.ts";

/**
 * The thank-you step that books the call in the dialog: the free times of the next 14
 * days by day on the visitor's clock, the picked time's summary with 'Book Appointment', and a
 * lasting confirmation. Everything goes through our Worker; the calendar file is the
 * Worker's too, so no calendar code is here.
 */
export interface BookingStepProps {
  /** The questionnaire's booking controller: the free times, the request on its way, the call booked. */
  booking: BookingController;
  apiBase: string;
  lead: { id: string; token: string };
  /** A call booked earlier in this tab: its confirmation shows, on the clock it was booked in. */
  booked?: KeptCall | null;
  /** No times to show (scheduling off, an error, none, too slow): the booking page instead. */
  onFallback: () => void;
  /** "I'd rather pick a time later". */
  onLater: () => void;
  onNewInquiry: () => void;
  /** For the anonymous funnel: free times shown, a time booked. */
  onCounted?: (event: "timesShown" | "booked") => void;
}

type View =
  | { kind: "loading" }
  | { kind: "times"; times: FreeTimes }
  /** `times`: the list it was picked from, absent for a booking picked before the dialog was reopened. */
  | { kind: "summary"; start: string; duration: number; times?: FreeTimes };

interface TimeListProps {
  times: FreeTimes;
  zone: string;
  onZone: (zone: string) => void;
  pick: (start: string) => void;
  onLater: () => void;
}

function TimeList({ times, zone, onZone, pick, onLater }: TimeListProps) {
  const { t, i18n } = useLingui();
  const days = timesByDay(times.slots, intlTag(i18n.locale), zone);
  const shownZone = zoneName(zone, intlTag(i18n.locale));
  return (
    <>
      <p className="subtitle" part="subtitle">{t`Times are in ${shownZone}. Each call takes ${times.duration} minutes.`}</p>
      <TimeZoneSelect zone={zone} detected={currentZoneName(detectedTimeZone())} onChange={onZone} />
      <DayStrip days={days} pick={pick} />
      <button type="button" className="button link" onClick={onLater}>{t`I’d rather pick a time later`}</button>
    </>
  );
}

/** The free times, and a fresh set when one was just taken; the fallback when there are none. */
function useTimes(booking: BookingController, apiBase: string, zone: string, onFallback: () => void, onShown: () => void) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const shown = useRef(false);
  const load = (fresh: boolean) =>
    booking.freeTimes(apiBase, zone, fresh).then((times) => {
      if (!times) return onFallback();
      setView({ kind: "times", times });
      // Fresh times (a time just taken, another time zone) are the same step: counted once.
      if (!shown.current) onShown();
      shown.current = true;
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the times are asked once per step and time zone; `fresh` asks again
  useEffect(() => void load(false), [zone]);
  return { view, setView, reload: () => load(true) };
}

/** The booking step, once its texts in the widget's language are there. */
export function BookingStep(props: BookingStepProps) {
  // Whenever the step gives way to the booking page, the acknowledgement the Worker holds goes out.
  const onFallback = () => {
    releaseAcknowledgement(props.booking, props.apiBase, props.lead);
    props.onFallback();
  };
  return useBookingTexts(onFallback) ? <BookingFlow {...props} onFallback={onFallback} /> : null;
}

/**
 * The visitor leaves without a call booked: the dialog closed, or the tab closed or
 * navigated away (`pagehide`; not a hidden tab, which may come back), so the held
 * acknowledgement goes out now instead of when the hold expires. A booking on its way
 * or done keeps it held (its confirmation replaces it).
 */
function useReleaseOnLeave(
  box: { current: HTMLElement | null },
  booking: BookingController,
  apiBase: string,
  lead: { id: string; token: string },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener per lead; the box is the step's own
  useEffect(() => {
    const dialog = box.current?.closest("dialog");
    const leave = () => releaseAcknowledgement(booking, apiBase, lead);
    dialog?.addEventListener("close", leave);
    window.addEventListener("pagehide", leave);
    return () => {
      dialog?.removeEventListener("close", leave);
      window.removeEventListener("pagehide", leave);
    };
  }, [lead.id, apiBase]);
}

function BookingFlow({ booking, apiBase, lead, booked, onFallback, onLater, onNewInquiry, onCounted }: BookingStepProps) {
  const { t } = useLingui();
  const [zone, setZone] = useState(() =>
    currentZoneName(booked?.timeZone ?? booking.pendingBooking(lead.id)?.timeZone ?? detectedTimeZone()),
  );
  const { view, setView, reload } = useTimes(booking, apiBase, zone, onFallback, () => onCounted?.("timesShown"));
  const { call, pending, book, alert } = useBooking(booking, apiBase, lead, booked ?? null, onCounted, reload);
  const [later, setLater] = useState(false);
  const pickLater = () => {
    releaseAcknowledgement(booking, apiBase, lead);
    setLater(true);
  };
  // A booking still on its way when the step came back: its time, busy, whatever the list says.
  const shown: View = pending ? { kind: "summary", start: pending.start, duration: pending.duration } : view;
  const heading = useHeadingFocus(call ? "booked" : shown.kind);
  const box = useRef<HTMLDivElement>(null);
  useReleaseOnLeave(box, booking, apiBase, lead);
  const styles = useLateStyles(box, bookingStyles) ? <style>{bookingStyles}</style> : null;
  const ending = call ? (
    <Confirmation
      call={call.call}
      zone={call.timeZone}
      apiBase={apiBase}
      onNewInquiry={() => {
        booking.forgetBookedCall(lead.id);
        onNewInquiry();
      }}
    />
  ) : later ? (
    <LaterNote onClose={onLater} />
  ) : null;
  if (ending)
    return (
      <div ref={box}>
        {styles}
        {ending}
      </div>
    );
  return (
    <div ref={box} className="booking" part="booking">
      {styles}
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>
        {shown.kind === "summary" ? t`Your call` : t`Thank you! Now pick a time for your free call`}
      </h2>
      {shown.kind === "loading" ? <p role="status">{t`Loading free times…`}</p> : null}
      {shown.kind === "times" ? (
        <TimeList
          times={shown.times}
          zone={zone}
          onZone={setZone}
          pick={(start) => setView({ kind: "summary", start, duration: shown.times.duration, times: shown.times })}
          onLater={pickLater}
        />
      ) : null}
      {shown.kind === "summary" ? (
        <PickedTime
          apiBase={apiBase}
          start={shown.start}
          zone={zone}
          duration={shown.duration}
          busy={pending !== null}
          onBook={() => book(shown.start, zone, shown.duration)}
          onBack={() => (shown.times ? setView({ kind: "times", times: shown.times }) : void reload())}
        />
      ) : null}
      <p className="form-error" part="form-error" role="alert">
        {alert}
      </p>
    </div>
  );
}

/**
 * The booking request of this lead: one sent from here, or one still on its way from before
 * the dialog was closed; the call once booked (`kept`: booked earlier in this tab).
 */
function useBooking(
  booking: BookingController,
  apiBase: string,
  lead: { id: string; token: string },
  kept: KeptCall | null,
  onCounted: BookingStepProps["onCounted"],
  reload: () => Promise<void>,
) {
  const { t } = useLingui();
  const [alert, setAlert] = useState("");
  const [call, setCall] = useState<KeptCall | null>(() => kept ?? booking.bookedCall(lead.id));
  const [pending, setPending] = useState<PendingBooking | null>(() => booking.pendingBooking(lead.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one answer per request; `reload` is read when it comes
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void pending.answer.then((answer) => {
      if (!current) return;
      setPending(null);
      if (answer.kind === "booked") setCall(booking.bookedCall(lead.id));
      else if (answer.kind === "failed") setAlert(t`We could not book this time. Please try again, or pick a time later.`);
      else {
        setAlert(t`This time was just taken. Here are the free times now.`);
        void reload();
      }
    });
    return () => {
      current = false;
    };
  }, [pending]);
  const book = (start: string, timeZone: string, duration: number) => {
    setAlert("");
    setPending(
      bookOnce(booking, apiBase, { leadId: lead.id, bookingToken: lead.token, start, timeZone }, duration, () => onCounted?.("booked")),
    );
  };
  return { call, pending, book, alert };
}
