// What the booking controller (questionnaire.booking.controller.ts) and the booking step's
// view both read.

/** Free times that have not come within this long make the booking page open instead. */
export const TIMES_TIMEOUT_MS = 5000;

/** The visitor's time zone as the browser reports it, else Vienna (the agency's). */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Vienna";
  } catch {
    return "Europe/Vienna";
  }
}
