/**
 * What shows after a stored inquiry, behind the questionnaire's lazy boundary: inline, the
 * confirmation in the form's place; from the dialog, the success toast on the page; and
 * then the prefilled booking page in a new tab (where the call is not booked in the dialog).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLateStyles } from "../lib/runtime/late-styles.ts";
import { toasts } from "../lib/toast/index.ts";
import { successStyles } from "./questionnaire.success.styles.ts";

/** The booking page opens this long after the success. */
export const CALENDAR_DELAY_MS = 1000;

const texts = {
  title: msg`Thank you! We have your answers.`,
  description: msg`Now choose a time for your free call: your booking page is opening in a new tab. No new tab? Use the button here or the link in our confirmation email.`,
  action: msg`Book a call`,
};

/**
 * The prefilled booking page after a stored lead: inline, in a new tab a moment after the
 * success is shown; from the dialog, announced on the page first (`announceBooking`).
 */
export function showBookingPage({ inline, i18n }: { inline: boolean; i18n: I18n }, url: string): void {
  if (!inline) announceBooking(i18n, url);
  setTimeout(() => window.open(url, "_blank", "noopener"), CALENDAR_DELAY_MS);
}

/**
 * After a stored lead, on the page (the dialog is closing): the success toast, a clear
 * confirmation with the prefilled booking page as its button (a browser may block the tab
 * opened a moment after the click), before that tab opens. The toast ends after a while like
 * every toast; the booking link is in the confirmation mail too.
 */
function announceBooking(i18n: I18n, url: string): void {
  toasts.show({
    variant: "success",
    title: i18n._(texts.title),
    description: i18n._(texts.description),
    action: { label: i18n._(texts.action), href: url },
  });
}

/**
 * The inline questionnaire's success, in the form's place: the same confirmation the
 * dialog's toast gives, with the booking page as a link (a browser may block the tab
 * opened a moment after the click). It takes the focus, so the visitor hears it.
 */
export function InlineConfirmation({ url }: { url: string }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const styleElement = useLateStyles(heading, successStyles);
  return (
    <div className="dialog inline confirmation" part="inline confirmation" role="status">
      {styleElement ? <style>{successStyles}</style> : null}
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>
        {i18n._(texts.title)}
      </h2>
      <p className="subtitle" part="subtitle">
        {i18n._(texts.description)}
      </p>
      <p className="confirmation-action">
        <a className="button primary" part="booking-link" href={url} target="_blank" rel="noopener">
          {i18n._(texts.action)}
        </a>
      </p>
    </div>
  );
}
