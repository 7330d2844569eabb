/**
 * What the referral form needs only once an answer has come back: the confirmation after a
 * referral went out (with its styles) and the texts and toast of a failure. Not part of its
 * first use: it loads when the browser is idle after the first render, and a submit waits
 * for it beside the request.
 */
export { toastFailure, unverifiedNote } from "../lib/submission-feedback.ts";
export { SuccessView, successMessage } from "./referral-form.success.tsx";
