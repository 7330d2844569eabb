import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { BookedCall, FreeTimes } from "../../contract/booking.ts";
import { useLateStyles } from "../lib/late-styles.ts";
import { Confirmation, useHeadingFocus } from "./questionnaire.booking-confirmation.tsx";
import { callTime, HostLine, intlTag, TimeZoneSelect, zoneName } from "./questionnaire.booking-parts.tsx";
import { bookingStyles } from "./questionnaire.booking.styles.ts";
import { type KeptCall, storeCall } from "./questionnaire.booking-store.ts";
import { useBookingTexts } from "./questionnaire.booking.texts.ts";
import { bookTime, detectedTimeZone, freeTimes, timesByDay } from "./questionnaire.booking-times.ts";

/**
 * The thank-you step that books the call in the dialog: the free times of the next 14
 * days by day on the visitor's clock, the picked time's summary with 'Book a Call', and a
 * lasting confirmation. Everything goes through our Worker; the calendar file is the
 * Worker's too, so no calendar code is here.
 */
export interface BookingStepProps {
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

type View = { kind: "loading" } | { kind: "times"; times: FreeTimes } | { kind: "summary"; times: FreeTimes; start: string };

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
  const shownZone = zoneName(zone);
  return (
    <>
      <p
        className="subtitle"
        part="subtitle"
      >{t`Times are shown in your time zone, ${shownZone}. Each call takes ${times.duration} minutes.`}</p>
      <TimeZoneSelect zone={zone} onChange={onZone} />
      <fieldset className="booking-days" part="booking-times">
        <legend className="visually-hidden">{t`Free times`}</legend>
        {days.map((day) => (
          <fieldset key={day.key} className="booking-day">
            <legend>{day.label}</legend>
            {day.slots.map((slot) => (
              <button key={slot.start} type="button" className="time" aria-label={slot.label} onClick={() => pick(slot.start)}>
                {slot.time}
              </button>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <button type="button" className="button link" onClick={onLater}>{t`I’d rather pick a time later`}</button>
    </>
  );
}

interface PickedTimeProps {
  apiBase: string;
  start: string;
  zone: string;
  duration: number;
  busy: boolean;
  onBook: () => void;
  onBack: () => void;
}

function PickedTime({ apiBase, start, zone, duration, busy, onBook, onBack }: PickedTimeProps) {
  const { t, i18n } = useLingui();
  const when = callTime(start, i18n.locale, zone);
  return (
    <>
      <HostLine apiBase={apiBase} />
      <dl className="booking-summary" part="booking-summary">
        <dt>{t`When`}</dt>
        <dd>{when}</dd>
        <dt>{t`How long`}</dt>
        <dd>{t`${duration} minutes`}</dd>
        <dt>{t`How`}</dt>
        <dd>{t`Video call: the link comes with your confirmation`}</dd>
      </dl>
      <div className="footer" part="footer">
        <button type="button" className="button" onClick={onBack} disabled={busy}>{t`Other times`}</button>
        <button type="button" className="button primary" part="book-button" onClick={onBook} disabled={busy}>{t`Book a Call`}</button>
      </div>
    </>
  );
}

/** The free times, and a fresh set when one was just taken; the fallback when there are none. */
function useTimes(apiBase: string, zone: string, onFallback: () => void, onShown: () => void) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const shown = useRef(false);
  const load = (fresh: boolean) =>
    freeTimes(apiBase, zone, fresh).then((times) => {
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
  return useBookingTexts(props.onFallback) ? <BookingFlow {...props} /> : null;
}

function BookingFlow({ apiBase, lead, booked, onFallback, onLater, onNewInquiry, onCounted }: BookingStepProps) {
  const { t } = useLingui();
  const [call, setCall] = useState<BookedCall | null>(booked?.call ?? null);
  const [zone, setZone] = useState(() => booked?.timeZone ?? detectedTimeZone());
  const { view, setView, reload } = useTimes(apiBase, zone, onFallback, () => onCounted?.("timesShown"));
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const heading = useHeadingFocus(view.kind);
  const box = useRef<HTMLDivElement>(null);
  const styleElement = useLateStyles(box, bookingStyles);
  const styles = styleElement ? <style>{bookingStyles}</style> : null;
  if (call)
    return (
      <div ref={box}>
        {styles}
        <Confirmation call={call} zone={zone} apiBase={apiBase} onNewInquiry={onNewInquiry} />
      </div>
    );
  const book = async (start: string) => {
    setBusy(true);
    setAlert("");
    const answer = await bookTime(apiBase, { leadId: lead.id, bookingToken: lead.token, start, timeZone: zone });
    setBusy(false);
    if (answer.kind === "booked") {
      storeCall({ call: answer.call, timeZone: zone });
      setCall(answer.call);
      onCounted?.("booked");
    } else if (answer.kind === "taken") {
      setAlert(t`This time was just taken. Here are the free times now.`);
      await reload();
    } else setAlert(t`We could not book this time. Please try again, or pick a time later.`);
  };
  return (
    <div ref={box} className="booking" part="booking">
      {styles}
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>
        {view.kind === "summary" ? t`Your call` : t`Thank you! Now pick a time for your free call`}
      </h2>
      {view.kind === "loading" ? <p role="status">{t`Loading free times…`}</p> : null}
      {view.kind === "times" ? (
        <TimeList
          times={view.times}
          zone={zone}
          onZone={setZone}
          pick={(start) => setView({ kind: "summary", times: view.times, start })}
          onLater={onLater}
        />
      ) : null}
      {view.kind === "summary" ? (
        <PickedTime
          apiBase={apiBase}
          start={view.start}
          zone={zone}
          duration={view.times.duration}
          busy={busy}
          onBook={() => void book(view.start)}
          onBack={() => setView({ kind: "times", times: view.times })}
        />
      ) : null}
      <p className="form-error" part="form-error" role="alert">
        {alert}
      </p>
    </div>
  );
}
