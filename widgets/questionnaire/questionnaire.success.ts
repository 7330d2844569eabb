import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toasts } from "../toast/index.ts";

/** The booking page opens this long after the success. */
export const CALENDAR_DELAY_MS = 1000;

export const texts = {
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
