import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toasts } from "../lib/toasts.ts";

/** The booking page opens this long after the success. */
export const CALENDAR_DELAY_MS = 1000;

const texts = {
  title: msg`Thank you! Your request has been sent.`,
  description: msg`Your booking page opens in a new tab. Pick a time for your free consultation call.`,
  action: msg`Book a call`,
};

/**
 * After a stored lead, on the page (the dialog is closing): the success toast, which keeps
 * the prefilled booking page as a link (a browser may block the tab opened a moment after
 * the click), and then that tab.
 */
export function announceBooking(i18n: I18n, url: string): void {
  toasts.show({
    variant: "success",
    title: i18n._(texts.title),
    description: i18n._(texts.description),
    action: { label: i18n._(texts.action), href: url },
    duration: 0,
  });
  setTimeout(() => window.open(url, "_blank", "noopener"), CALENDAR_DELAY_MS);
}
