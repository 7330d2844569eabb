import type { I18n } from "@lingui/core";

/**
 * A time already written on the agency's clock, with the zone named by its city in `i18n`'s
 * language: "Tuesday, 1 December, 14:00 (Vienna time)", "… 14:00 Uhr (Wiener Zeit)". Staff and
 * visitors read the agency's zone the same way in every mail.
 */
export function onViennaClock(i18n: I18n, time: string): string {
  return i18n._({ id: "time.vienna", message: "{time} (Vienna time)", values: { time } });
}
