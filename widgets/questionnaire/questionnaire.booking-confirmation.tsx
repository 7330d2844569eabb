import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { BookedCall } from "../../contract/booking.ts";
import { callTime, HostLine } from "./questionnaire.booking-parts.tsx";

/** Moves the focus to the step's heading whenever what it shows changes, so a screen reader starts there. */
export function useHeadingFocus(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what changed on screen; the focus follows it
  useEffect(() => heading.current?.focus(), [key]);
  return heading;
}

/** The booked call's lasting confirmation: when (on the clock of `zone`), with whom, what next. */
interface ConfirmationProps {
  call: BookedCall;
  zone: string;
  apiBase: string;
  onNewInquiry: () => void;
}

export function Confirmation({ call, zone, apiBase, onNewInquiry }: ConfirmationProps) {
  const { t, i18n } = useLingui();
  const heading = useHeadingFocus(call.uid);
  const when = callTime(call.start, i18n.locale, zone);
  return (
    <div className="booking confirmation" part="booking-confirmation" role="status">
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>{t`Your call is booked`}</h2>
      <p className="subtitle" part="subtitle">
        {when}
      </p>
      <HostLine apiBase={apiBase} />
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
