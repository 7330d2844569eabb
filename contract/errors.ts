/**
 * The API's error answers, `{ "error": code, "fields"?: { field: fieldCode } }`: the widgets
 * translate every code, so a code here is a promise to both sides.
 */
const errorCodes = [
  "validation_failed",
  "invalid_json",
  "invalid_body",
  "invalid_idempotency_key",
  "idempotency_key_reused",
  "bot_check_failed",
  "payload_too_large",
  "unsupported_media_type",
  "origin_not_allowed",
  "rate_limited",
  "not_found",
  "method_not_allowed",
  "database_unavailable",
  "internal",
  "slot_taken",
  "booking_refused",
  "scheduling_unavailable",
  "invalid_signature",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Why one field was refused. */
export const fieldErrorCodes = [
  "required",
  "invalid_email",
  "too_long",
  "invalid_option",
  "invalid_type",
  "invalid_characters",
  "unknown_field",
  "must_differ",
  "must_confirm",
  "invalid_phone",
  "invalid_name",
  "invalid_text",
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export type FieldErrors<K extends string = string> = Partial<Record<K, FieldErrorCode>>;

export interface ApiError {
  error: ErrorCode;
  /** Per-field problems of a 400, keyed by the field names of the request body. */
  fields?: FieldErrors;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { error?: unknown }).error === "string" &&
    (errorCodes as readonly string[]).includes((value as { error: string }).error)
  );
}

/** Why a submission failed as a widget reports it: the API's code, or no answer at all. */
export type FailureCode = ErrorCode | "network" | "timeout";

/** A form's `*-error` detail: the code and the HTTP status (0 when no answer came). */
export interface FailureDetail {
  error: FailureCode;
  status: number;
}
