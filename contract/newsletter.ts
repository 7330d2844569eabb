import { type Infer, object, optional } from "superstruct";
import { HONEYPOT_FIELD, HONEYPOT_MAX, limits } from "./limits.ts";
import { locales } from "./locales.ts";
import { type CheckResult, check, choice, email, text } from "./validation.ts";

/** `POST /api/newsletter`: a sign-up that becomes real only after the confirmation link. */
const NewsletterSchema = object({
  email: email({ max: limits.email, required: true }),
  locale: choice(locales),
  [HONEYPOT_FIELD]: optional(text({ max: HONEYPOT_MAX, multiline: true })),
});

export type NewsletterSignup = Infer<typeof NewsletterSchema>;

export function validateNewsletter(input: unknown): CheckResult<NewsletterSignup> {
  return check(NewsletterSchema, input);
}
