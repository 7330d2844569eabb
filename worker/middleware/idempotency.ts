/**
 * Reads the `Idempotency-Key` header that makes a submission safe to retry.
 */
import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Sets `c.var.idempotencyKey` (null when absent). A malformed key answers 400
 * `invalid_idempotency_key`: ignoring it would turn the client's retries into duplicate leads.
 */
export function idempotencyKey(): MiddlewareHandler<AppEnv> {
  return async function idempotencyKey(c, next) {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) return apiError(c, 400, "invalid_idempotency_key");
    c.set("idempotencyKey", key ?? null);
    await next();
  };
}
