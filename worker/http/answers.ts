/**
 * The answers the API builds itself besides a route's own success body: the error shape
 * the widgets read and the replay of a stored submission, written once here.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, ErrorCode, FieldErrors } from "../../contract/errors.ts";
import type { CheckResult } from "../../contract/validation.ts";
import { isMissingSchema, MIGRATE_HINT } from "../db/system/d1/migrations.ts";
import type { AppEnv } from "./app-env.ts";

/** Every error answer of the API goes through here: `{ error, fields? }` and nothing else. */
export function apiError(c: Context, status: ContentfulStatusCode, error: ErrorCode, fields?: FieldErrors): Response {
  const body: ApiError = fields ? { error, fields } : { error };
  return c.json(body, status);
}

/**
 * 400 for a body the contract refused: `invalid_body` when it is not an object at all,
 * else `validation_failed` with one code per refused field, which the form shows beside it.
 */
export function invalidInput(c: Context, refused: Extract<CheckResult<unknown>, { ok: false }>): Response {
  return refused.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", refused.fields);
}

/**
 * 503 `database_unavailable` after `what` failed: the client may retry (with the same
 * Idempotency-Key), and staff find the cause in the log line.
 */
export function databaseUnavailable(c: Context, what: string, err: unknown): Response {
  console.error(`${what} failed`, err);
  if (isMissingSchema(err)) console.error(MIGRATE_HINT);
  return apiError(c, 503, "database_unavailable");
}

/** 405 with the Allow header, for a known path asked with the wrong method. */
export function methodNotAllowed(allow: string): MiddlewareHandler<AppEnv> {
  return async function methodNotAllowed(c) {
    c.header("Allow", allow);
    return apiError(c, 405, "method_not_allowed");
  };
}

/** 201 with the answer of the row stored first under the request's Idempotency-Key, marked as a replay. */
export function replayed(c: Context, answer: { id: string } & Record<string, unknown>): Response {
  c.header("Idempotent-Replayed", "true");
  return c.json(answer, 201);
}
