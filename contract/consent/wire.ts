import { boolean, type Infer, integer, literal, object, refine, size, string } from "superstruct";
import { MAX_CONSENT_REVISION } from "../limits.ts";
import { locales } from "../locales.ts";
import { isSingleLineText } from "../text.ts";
import { type CheckResult, check, choice } from "../validation.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /api/consents`: anonymous proof of a choice (random browser id, choice, banner revision, language); no IP. */
const ConsentSchema = object({
  // Characters first, so a disguised id is reported as such and not as a mere wrong shape.
  consentId: refine(refine(string(), "invalid_characters", isSingleLineText), "invalid_type", (v) => !isSingleLineText(v) || UUID.test(v)),
  functional: literal(true),
  analytics: boolean(),
  // A small whole number: `1e300` is an integer to JavaScript but not a banner revision,
  // and would be stored as a REAL that no comparison with CONSENT_REVISION ever matches.
  revision: size(integer(), 1, MAX_CONSENT_REVISION),
  locale: choice(locales),
});

export type ConsentRecord = Infer<typeof ConsentSchema>;

export function validateConsent(input: unknown): CheckResult<ConsentRecord> {
  return check(ConsentSchema, input);
}
