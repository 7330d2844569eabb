/**
 * The confirmation of a booked call, with calendar links.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { BookedCall } from "../../../contract/booking/wire.ts";
import { company } from "../../../contract/site/company.ts";
import { callTimeInZone } from "../../../contract/time-zone-name.ts";
import { HostLine, intlTag } from "./booking.parts.tsx";

/** Focuses the returned heading ref whenever `key` changes, so a screen reader starts there. */
export function useHeadingFocus(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef<string | null>(null);
  // After every render, acting only when `key` changed, so the focus moves in the same frame as what it announces.
  useEffect(() => {
    if (focused.current === key) return;
    focused.current = key;
    heading.current?.focus();
  });
  return heading;
}

interface ConfirmationProps {
  call: BookedCall;
  zone: string;
  apiBase: string;
  onNewInquiry: () => void;
}

/** The booked call's confirmation: when (on the clock of `zone`), with whom, what next. */
export function Confirmation({ call, zone, apiBase, onNewInquiry }: ConfirmationProps) {
  const { t, i18n } = useLingui();
  const heading = useHeadingFocus(call.uid);
  const when = callTimeInZone(call.start, intlTag(i18n.locale), zone);
  return (
    <div className="booking confirmation" part="booking-confirmation" role="status">
      <h2 ref={heading} className="title booked-title" part="title" tabIndex={-1}>
        <SuccessMark />
        {t`Your call is booked`}
      </h2>
      <p className="subtitle" part="subtitle">
        {when}
      </p>
      <HostLine apiBase={apiBase} />
      <p>{t`You will get a confirmation by email with the link to the call. We will read your answers before we talk.`}</p>
      <fieldset className="calendar-actions" part="calendar-actions">
        <legend className="calendar-label">{t`Add to calendar`}</legend>
        <a className="button primary" part="calendar-link" href={call.calendarFile} download="call.ics">{t`Calendar file (.ics)`}</a>
        <CalendarLinks call={call} />
      </fieldset>
      <button type="button" className="button" onClick={onNewInquiry}>{t`Start a new inquiry`}</button>
      {/* Set apart and quieter, so a thumb aiming at the calendar cannot cancel the call. */}
      <p className="change-call" part="change-call">
        <span>{t`Need another time?`}</span>
        <a href={call.rescheduleUrl} target="_blank" rel="noopener">{t`Reschedule`}</a>
        <a href={call.cancelUrl} target="_blank" rel="noopener">{t`Cancel the call`}</a>
      </p>
    </div>
  );
}

/** A check in a circle beside the heading: the success reads from its shape, not its colour alone. */
function SuccessMark() {
  return (
    <svg className="success-mark" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="M6.5 12.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="var(--_on-accent)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "20261201T083000Z": the UTC form both calendars' template links read. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar and Outlook template links: plain links, so nothing of theirs loads unless followed. */
function CalendarLinks({ call }: { call: BookedCall }) {
  const { t } = useLingui();
  const name = company.name;
  const title = t`Call with ${name}`;
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${utcStamp(call.start)}/${utcStamp(call.end)}`,
    details: call.location,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({ subject: title, startdt: call.start, enddt: call.end, body: call.location }).toString();
  const newTab = <span className="visually-hidden">{` ${t`(opens in a new tab)`}`}</span>;
  return (
    <>
      <a className="button" href={google.href} target="_blank" rel="noopener" part="calendar-google">
        Google Calendar{newTab}
      </a>
      <a className="button" href={outlook.href} target="_blank" rel="noopener" part="calendar-outlook">
        Outlook{newTab}
      </a>
    </>
  );
}
