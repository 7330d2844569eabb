import { optional } from "superstruct";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { locales } from "./locales.ts";
import { choice, text } from "./validation.ts";

/**
 * What both lead forms send beside their own fields, with the same rules: the visitor's
 * language, the partner whose page the form is on ("" on the agency's own site) and the
 * honeypot a person never fills in. Each form's rules (inquiry/rules.ts, referral/rules.ts)
 * spread it after their fields, so a change here reaches both forms and both API checks.
 */
export const formEnvelope = {
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
};
