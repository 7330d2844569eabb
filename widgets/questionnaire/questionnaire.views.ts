/**
 * What the questionnaire's view renders of its lazy boundary: the summary with the note
 * on what its button does, and the inline confirmation. The controller hands the view this module once the boundary is there, and
 * nothing else of it; the booking step's frame comes with the step's own chunk
 * (booking/questionnaire.booking-phase.tsx).
 */
export { InlineConfirmation } from "./questionnaire.inline.tsx";
export { BookingNote, Summary } from "./questionnaire.summary.tsx";
