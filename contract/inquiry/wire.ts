import { type Infer, object, optional } from "superstruct";
import { AttributionSchema, HiddenFieldsSchema } from "../attribution/wire.ts";
import { type CheckResult, check } from "../validation.ts";
import { inquiryFormRules } from "./rules.ts";

/** `POST /api/inquiries`: the questionnaire's fields plus locale, partner, attribution, hidden fields and honeypot. */
export const InquirySchema = object({
  ...inquiryFormRules,
  /** Where the lead came from (see `contract/attribution/wire.ts`). */
  attribution: optional(AttributionSchema),
  /** A partner's pass-through values (`hidden-fields`); never shown to the visitor. */
  hiddenFields: optional(HiddenFieldsSchema),
});

export type Inquiry = Infer<typeof InquirySchema>;

export function validateInquiry(input: unknown): CheckResult<Inquiry> {
  return check(InquirySchema, input);
}
