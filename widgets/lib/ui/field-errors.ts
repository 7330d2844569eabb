/**
 * Texts for the API's field error codes, shared by both forms, and the first refused field.
 * Only a form's lazy chunk imports this module: a code exists only once a form was checked.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrorCode, FieldErrors } from "../../../contract/errors.ts";

/** The text of each field error code in contract/errors.ts. */
export const fieldErrorMessages: Record<FieldErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid_email: msg`Please enter a valid email address`,
  too_long: msg`This text is too long. Please shorten it.`,
  invalid_option: msg`Please choose one of the options`,
  invalid_characters: msg`Please remove line breaks and special characters`,
  invalid_type: msg`Please check this entry`,
  unknown_field: msg`Please check this entry`,
  // Only the referral form has two addresses and a confirmation; the messages say what to fix.
  must_differ: msg`Their email must differ from yours`,
  must_confirm: msg`Please confirm that this person agreed to be contacted`,
  invalid_phone: msg`Please enter a phone number: digits, spaces, +, -, / and parentheses`,
  invalid_name: msg`Please enter just the name, without links, email addresses or < >`,
  invalid_text: msg`Please remove links, email addresses and < > from this field`,
};

/** Returns the text of `code`; an unknown code (from a newer API) reads as "Please check this entry". */
export function fieldErrorMessage(code: string): MessageDescriptor {
  return (fieldErrorMessages as Partial<Record<string, MessageDescriptor>>)[code] ?? fieldErrorMessages.invalid_type;
}

/** Returns the first of `fields` (in display order) that `errors` refuses. */
export function firstField<F extends string>(fields: readonly F[], errors: FieldErrors | undefined): F | undefined {
  return fields.find((f) => typeof errors?.[f] === "string");
}

/** Returns the first refused field with its alert text for screen readers ("Label: reason"). */
export function refusedField<F extends string>(
  fields: readonly F[],
  errors: FieldErrors | undefined,
  i18n: I18n,
  labels: Readonly<Record<F, MessageDescriptor>>,
): [field: F, alert: string] | undefined {
  const first = firstField(fields, errors);
  return first && [first, `${i18n._(labels[first])}: ${i18n._(fieldErrorMessage(errors![first]!))}`];
}
