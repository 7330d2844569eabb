/**
 * The questionnaire's lazy boundary: everything to check and send, behind the one
 * `import()` its controller owns (`importLater`, questionnaire.boundaries.ts). What shows and takes input
 * (the element, the steps, the fields, the texts) is no part of it; the contract's rules,
 * the code that sends, attribution, the bot check, the funnel, what an answer shows (the
 * texts of refused fields and of a failure, the toast), the free times the booking step
 * will show, the texts of all these, and the views the form renders after it (`views`: the summary, the inline
 * confirmation) are. It loads once the browser is idle after the first render, and at the
 * latest with the first Next or submit. The booking step is not in it: it has a chunk of
 * its own, fetched after the 201.
 */
export { validateInquiryForm as rules } from "../../contract/inquiry/rules.ts";
export { currentCampaign, followConsent, hiddenFieldsOf } from "../lib/attribution.ts";
export { fieldErrorMessage, refusedField } from "../lib/field-errors.ts";
export { createFunnel } from "../lib/funnel.ts";
export { postSubmission, prepareSubmission } from "../lib/submission/send.ts";
export { mountTurnstile } from "../lib/turnstile.ts";
export { keptCallExists } from "./booking/questionnaire.booking-kept.ts";
export { freeTimes } from "./booking/questionnaire.free-times.ts";
export { laterCatalog } from "./questionnaire.later-catalog.ts";
export { formOutcomeOf } from "./questionnaire.outcome.ts";
export { showBookingPage } from "./questionnaire.success.tsx";

import { InlineConfirmation } from "./questionnaire.success.tsx";
import { BookingNote, Summary } from "./questionnaire.summary.tsx";

/**
 * What the view renders of this boundary once it is there, and nothing else of it: the
 * summary with the note on what its button does, and the inline confirmation. The booking
 * step's frame comes with the step's own chunk (booking/questionnaire.booking-phase.tsx).
 */
export const views = { BookingNote, InlineConfirmation, Summary };

/**
 * The booking step's chunk, which only the controller fetches (questionnaire.boundaries.ts),
 * after a 201 where the call is booked in the dialog. Its `import()` is written here, inside
 * this boundary, so the bundler knows this boundary is loaded before it: the step shares
 * this chunk's modules instead of splitting them off into chunks of their own.
 */
export const bookingStep = () => import("./booking/questionnaire.booking-phase.tsx");
