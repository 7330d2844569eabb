/**
 * The error answers of the API, as the widgets read them:
 * `{ "error": code, "fields"?: { field: code } }`. The widgets turn every code into a
 * message in the visitor's language, so a code here is a promise to both sides.
 */
export const errorCodes = [
  "not_found",
  "method_not_allowed",
  "validation_failed",
  "payload_too_large",
  "unsupported_media_type",
  "invalid_json",
  "origin_not_allowed",
  "rate_limited",
  "database_unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiError {
  error: ErrorCode;
  /** Per-field problems of a 400, keyed by the field names of the request body. */
  fields?: Record<string, string>;
}
