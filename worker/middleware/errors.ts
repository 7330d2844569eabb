import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, ErrorCode, FieldErrors } from "../../contract/errors.ts";

/** Every error answer of the API goes through here: `{ error, fields? }` and nothing else. */
export function apiError(c: Context, status: ContentfulStatusCode, error: ErrorCode, fields?: FieldErrors): Response {
  const body: ApiError = fields ? { error, fields } : { error };
  return c.json(body, status);
}
