import { optional } from "superstruct";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { locales } from "./locales.ts";
import { choice, text } from "./validation.ts";

/**
 * What both lead forms send beside their fields: the language, the partner ("" on our own
 * site) and the honeypot. Both forms' rules spread it, so a change reaches both API checks.
 */
export const formEnvelope = {
  locale: choice(locales),
  partner: text({ max: limits.partner }),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
};
