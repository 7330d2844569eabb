/**
 * What the questionnaire needs only once an answer has come back: the success toast and the
 * booking tab, the inline confirmation and the texts of a failure. Not part of its first
 * use: it loads when the browser is idle after the first render, and a submit waits for it
 * beside the request.
 */
export { toastFailure, unverifiedNote } from "../lib/submission-feedback.ts";
export { InlineConfirmation } from "./questionnaire.inline.tsx";
export { announceBooking, openBookingPage } from "./questionnaire.success.ts";
