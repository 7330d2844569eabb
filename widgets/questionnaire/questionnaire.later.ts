/**
 * The questionnaire's lazy boundary, which its controller imports: what every form's
 * brings, and the questionnaire's own rules, outcome, texts, funnel, free times and the
 * views that show only after the steps.
 */
export { validateInquiryForm as rules } from "../../contract/inquiry/rules.ts";
export { createFunnel } from "../lib/funnel.ts";
export * from "../lib/submission/later.ts";
export { keptCallExists } from "./booking/questionnaire.booking-kept.ts";
export { freeTimes } from "./booking/questionnaire.free-times.ts";
export { laterCatalog } from "./questionnaire.later-catalog.ts";
export { formOutcomeOf } from "./questionnaire.outcome.ts";
export { showBookingPage } from "./questionnaire.success.tsx";

import { InlineConfirmation } from "./questionnaire.success.tsx";
import { BookingNote, Summary } from "./questionnaire.summary.tsx";

/** What the view renders of this boundary once it is there: the summary, its note and the inline confirmation. */
export const views = { BookingNote, InlineConfirmation, Summary };

/**
 * The booking step's chunk, which the controller fetches after a 201. Its `import()` is
 * written here, not in the controller: the bundler then knows this boundary is loaded
 * first, and the modules both share stay in this chunk instead of a chunk of their own.
 */
export const bookingStep = () => import("./booking/questionnaire.booking-phase.tsx");
