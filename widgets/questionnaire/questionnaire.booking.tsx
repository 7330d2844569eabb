import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { BookedCall, FreeTimes } from "../../contract/booking.ts";
import { company } from "../../contract/company.ts";
import { intlTags } from "../../contract/options.ts";
import { useLateStyles } from "../lib/late-styles.ts";
import { toWidgetLocale } from "../lib/locale.ts";
import { bookingStyles } from "./questionnaire.booking.styles.ts";
import { storeCall } from "./questionnaire.booking-store.ts";
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
  /** A call booked earlier in this tab: its confirmation shows. */
  booked?: BookedCall | null;
  /** No times to show (scheduling off, an error, none, too slow): the booking page instead. */
  onFallback: () => void;
  /** "I'd rather pick a time later". */
  onLater: () => void;
  onNewInquiry: () => void;
  /** For the anonymous funnel: free times shown, a time booked. */
  onCounted?: (event: "timesShown" | "booked") => void;
}

type View = { kind: "loading" } | { kind: "times"; times: FreeTimes } | { kind: "summary"; times: FreeTimes; start: string };

/** The Intl tag of the widget's language ("en" is British: "Tuesday 1 December, 09:30"). */
const intlTag = (locale: string) => intlTags[toWidgetLocale(locale)];

/** Moves the focus to the step's heading whenever what it shows changes, so a screen reader starts there. */
function useHeadingFocus(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what changed on screen; the focus follows it
  useEffect(() => heading.current?.focus(), [key]);
  return heading;
}

function Confirmation({ call, onNewInquiry }: { call: BookedCall; onNewInquiry: () => void }) {
  const { t, i18n } = useLingui();
  const heading = useHeadingFocus(call.uid);
  const when = new Intl.DateTimeFormat(intlTag(i18n.locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: detectedTimeZone(),
  }).format(new Date(call.start));
  return (
    <div className="booking confirmation" part="booking-confirmation" role="status">
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>{t`Your call is booked`}</h2>
      <p className="subtitle" part="subtitle">{t`${when}, with ${company.host.name}.`}</p>
      <p>{t`You will get a confirmation by email with the link to the call. We will read your answers before we talk.`}</p>
      <p className="booking-actions">
        <a className="button primary" part="calendar-link" href={call.calendarFile} download="call.ics">{t`Add to calendar`}</a>
        <a href={call.rescheduleUrl} target="_blank" rel="noopener">{t`Reschedule`}</a>
        <a href={call.cancelUrl} target="_blank" rel="noopener">{t`Cancel the call`}</a>
      </p>
      <button type="button" className="button" onClick={onNewInquiry}>{t`Start a new inquiry`}</button>
    </div>
  );
}

function TimeList({ times, pick, onLater }: { times: FreeTimes; pick: (start: string) => void; onLater: () => void }) {
  const { t, i18n } = useLingui();
  const zone = detectedTimeZone();
  const days = timesByDay(times.slots, intlTag(i18n.locale), zone);
  return (
    <>
      <p
        className="subtitle"
        part="subtitle"
      >{t`Times are shown in your time zone, ${zone.replaceAll("_", " ")}. Each call takes ${times.duration} minutes.`}</p>
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

function PickedTime({
  start,
  duration,
  busy,
  onBook,
  onBack,
}: {
  start: string;
  duration: number;
  busy: boolean;
  onBook: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(intlTag(i18n.locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: detectedTimeZone(),
  }).format(new Date(start));
  return (
    <>
      <dl className="booking-summary" part="booking-summary">
        <dt>{t`When`}</dt>
        <dd>{when}</dd>
        <dt>{t`How long`}</dt>
        <dd>{t`${duration} minutes`}</dd>
        <dt>{t`With whom`}</dt>
        <dd>
          <img src={company.host.photoUrl} alt="" width="32" height="32" className="host-photo" /> {company.host.name}
        </dd>
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
function useTimes(apiBase: string, onFallback: () => void, onShown: () => void) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const load = (fresh: boolean) =>
    freeTimes(apiBase, fresh).then((times) => {
      if (!times) return onFallback();
      setView({ kind: "times", times });
      // Fresh times after a taken one are the same step: counted once.
      if (!fresh) onShown();
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the times are asked once per step; `fresh` asks again
  useEffect(() => void load(false), []);
  return { view, setView, reload: () => load(true) };
}

export function BookingStep({ apiBase, lead, booked, onFallback, onLater, onNewInquiry, onCounted }: BookingStepProps) {
  const { t } = useLingui();
  const [call, setCall] = useState<BookedCall | null>(booked ?? null);
  const { view, setView, reload } = useTimes(apiBase, onFallback, () => onCounted?.("timesShown"));
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
        <Confirmation call={call} onNewInquiry={onNewInquiry} />
      </div>
    );
  const book = async (start: string) => {
    setBusy(true);
    setAlert("");
    const answer = await bookTime(apiBase, { leadId: lead.id, bookingToken: lead.token, start, timeZone: detectedTimeZone() });
    setBusy(false);
    if (answer.kind === "booked") {
      storeCall(answer.call);
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
        <TimeList times={view.times} pick={(start) => setView({ kind: "summary", times: view.times, start })} onLater={onLater} />
      ) : null}
      {view.kind === "summary" ? (
        <PickedTime
          start={view.start}
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
