/**
 * The picked time's summary with its 'Book Appointment' button, and the note shown after
 * "Pick a time later".
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { callTimeInZone } from "../../../contract/time-zone-name.ts";
import { HostLine, intlTag } from "./booking.parts.tsx";
import { useHeadingFocus } from "./booking.success.tsx";

/** After this long a pending booking says it is still working, so it does not look stuck. */
export const SLOW_BOOKING_MS = 3000;

/** Whether `busy` has lasted longer than `SLOW_BOOKING_MS`. */
function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_BOOKING_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
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

/** The picked time's summary; while `busy`, both buttons are disabled and a status says it is booking. */
export function PickedTime({ apiBase, start, zone, duration, busy, onBook, onBack }: PickedTimeProps) {
  const { t, i18n } = useLingui();
  const when = callTimeInZone(start, intlTag(i18n.locale), zone);
  const slow = useSlow(busy);
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
        <button type="button" className="button primary" part="book-button" onClick={onBook} disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t`Booking…` : t`Book Appointment`}
        </button>
      </div>
      <p className="booking-pending" part="booking-pending" role="status">
        {busy ? t`Booking your call…` : ""} {slow ? t`Still working on it – this can take a few seconds.` : ""}
      </p>
    </>
  );
}

/** Shown after "Pick a time later": what happens next, and Close. */
export function LaterNote({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const heading = useHeadingFocus("later");
  return (
    <div className="booking" part="booking-later" role="status">
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>{t`Thank you – we have your answers.`}</h2>
      <p>{t`The link to book a call later is in your email.`}</p>
      <div className="footer" part="footer">
        <button type="button" className="button primary" onClick={onClose}>{t`Close`}</button>
      </div>
    </div>
  );
}
