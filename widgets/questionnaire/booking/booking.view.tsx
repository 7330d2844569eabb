/**
 * The booking step's view in the questionnaire's dialog after a stored inquiry: free times,
 * the picked time and the confirmation.
 */
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef, useSyncExternalStore } from "react";
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import { zoneName } from "../../../contract/time-zone-name.ts";
import { useLateStyles } from "../../lib/runtime/late-styles.ts";
import type { BookingController, BookingHost, BookingState } from "./booking.controller.ts";
import { DayStrip, timesByDay } from "./booking.days.tsx";
import { detectedTimeZone } from "./booking.free-times.ts";
import { intlTag, TimeZoneSelect } from "./booking.parts.tsx";
import { LaterNote, PickedTime } from "./booking.picked.tsx";
import { bookingStyles } from "./booking.styles.ts";
import { Confirmation, useHeadingFocus } from "./booking.success.tsx";
import { useBookingTexts } from "./booking.texts.ts";
import { currentZoneName } from "./booking.zones.ts";

export interface BookingStepProps {
  /** The questionnaire's booking controller, whose state the step renders. */
  booking: BookingController;
  /** The lead and the form's callbacks, fixed while the step shows. */
  host: BookingHost;
  /** "I'd rather pick a time later". */
  onLater: () => void;
  onNewInquiry: () => void;
}

interface TimeListProps {
  times: FreeTimes;
  zone: string;

  booking: Pick<BookingController, "chooseZone" | "pick" | "later">;
}

function TimeList({ times, zone, booking }: TimeListProps) {
  const { t, i18n } = useLingui();
  const days = timesByDay(times.slots, intlTag(i18n.locale), zone);
  const shownZone = zoneName(zone, intlTag(i18n.locale));
  return (
    <>
      <p className="subtitle" part="subtitle">{t`Times are in ${shownZone}. Each call takes ${times.duration} minutes.`}</p>
      <TimeZoneSelect zone={zone} detected={currentZoneName(detectedTimeZone())} onChange={booking.chooseZone} />
      <DayStrip days={days} pick={booking.pick} />
      <button type="button" className="button link" onClick={booking.later}>{t`I’d rather pick a time later`}</button>
    </>
  );
}

/**
 * The booking step, rendered once its texts are loaded. `host` is read once: a step shows
 * one lead, and a new inquiry ends it.
 */
export function BookingStep({ booking, host, onLater, onNewInquiry }: BookingStepProps) {
  // Read once: the parent hands a new host object on every render of the same showing. The
  // flow renders only after the texts' load, which resolves after this effect set the state.
  const shown = useRef(host);
  useEffect(() => booking.open(shown.current), [booking]);
  return useBookingTexts(booking) ? (
    <BookingFlow booking={booking} apiBase={host.apiBase} onLater={onLater} onNewInquiry={onNewInquiry} />
  ) : null;
}

/**
 * Releases the held acknowledgement when the dialog closes or the page is left (`pagehide`,
 * not `visibilitychange`: a hidden tab may come back), instead of when the hold expires.
 */
function useReleaseOnLeave(box: RefObject<HTMLElement | null>, booking: BookingController) {
  useEffect(() => {
    const dialog = box.current?.closest("dialog");
    const leave = booking.releaseOnLeave;
    dialog?.addEventListener("close", leave);
    window.addEventListener("pagehide", leave);
    return () => {
      dialog?.removeEventListener("close", leave);
      window.removeEventListener("pagehide", leave);
    };
  }, [box, booking]);
}

type FlowProps = Pick<BookingStepProps, "booking" | "onLater" | "onNewInquiry"> & { apiBase: string };

function BookingFlow({ booking, apiBase, onLater, onNewInquiry }: FlowProps) {
  const state = useSyncExternalStore(booking.subscribe, booking.getSnapshot);
  const box = useRef<HTMLDivElement>(null);
  useReleaseOnLeave(box, booking);
  const styles = useLateStyles(box, bookingStyles) ? <style>{bookingStyles}</style> : null;
  const { call, later } = state;
  const ending = call ? (
    <Confirmation
      call={call.call}
      zone={call.timeZone}
      apiBase={apiBase}
      onNewInquiry={() => {
        booking.newInquiry();
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
      <Choosing booking={booking} apiBase={apiBase} state={state} />
    </div>
  );
}

/** The times, or the picked time; a pending booking shows as its picked time, busy. */
function Choosing({ booking, apiBase, state }: { booking: BookingController; apiBase: string; state: BookingState }) {
  const { t } = useLingui();
  const { pending, zone, alert } = state;
  const shown = pending ? ({ kind: "summary", ...pending } as const) : state.view;
  const heading = useHeadingFocus(shown.kind);

  return (
    <>
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>
        {shown.kind === "summary" ? t`Your call` : t`Thank you! Now pick a time for your free call`}
      </h2>
      {shown.kind === "loading" ? <p role="status">{t`Loading free times…`}</p> : null}
      {shown.kind === "times" ? <TimeList times={shown.times} zone={zone} booking={booking} /> : null}
      {shown.kind === "summary" ? (
        <PickedTime
          apiBase={apiBase}
          start={shown.start}
          zone={zone}
          duration={shown.duration}
          busy={pending !== null}
          onBook={booking.book}
          onBack={booking.back}
        />
      ) : null}
      <p className="form-error" part="form-error" role="alert">
        {alert === "failed"
          ? t`We could not book this time. Please try again, or pick a time later.`
          : alert && t`This time was just taken. Here are the free times now.`}
      </p>
    </>
  );
}
