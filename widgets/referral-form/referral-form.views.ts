/**
 * What the referral form's view renders of its lazy boundary: the confirmation. The
 * controller hands the view this module once the boundary is there, and nothing else of it.
 */
export { SuccessView } from "./referral-form.success.tsx";
