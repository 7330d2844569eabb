/**
 * The questionnaire's lazy boundary: everything to check and send, behind the one
 * `import()` its controller owns (questionnaire.controller.ts). What shows and takes input
 * (the element, the steps, the fields, the texts) is no part of it; the contract's rules,
 * the code that sends, attribution, the bot check, the funnel, what an answer shows (the
 * texts of refused fields and of a failure, the toast), the summary and the success (with the booking page's address) are. It loads once the browser is idle after the first render,
 * and at the latest with the first Next or submit.
 */
export { validateInquiryForm as rules } from "../../contract/inquiry-form.ts";
export { currentCampaign, followConsent, hiddenFieldsOf } from "../lib/attribution.ts";
export { fieldAlert, fieldErrorMessage, firstField } from "../lib/field-errors.ts";
export { createFunnel } from "../lib/funnel.ts";
export { postSubmission, prepareSubmission } from "../lib/submission/send.ts";
export { outcomeCatalog } from "../lib/outcome-texts.ts";
export { mountTurnstile } from "../lib/turnstile.ts";
export { BookingPhase } from "./questionnaire.booking-phase.tsx";
export { bookedPhase } from "./questionnaire.booking-store.ts";
export { createBookingController } from "./questionnaire.booking.controller.ts";
export { InlineConfirmation } from "./questionnaire.inline.tsx";
export { inquiryOutcomeOf } from "./questionnaire.outcome.ts";
export { announceBooking, openBookingPage } from "./questionnaire.success.ts";
export { Summary } from "./questionnaire.summary.tsx";
