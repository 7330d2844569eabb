import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Reads and checks the `Idempotency-Key` header into `c.var.idempotencyKey` (null when
 * absent: such requests still work, without retry safety). A key of the wrong shape is a
 * 400 `invalid_idempotency_key` rather than silently ignored, because ignoring it would
 * turn the client's retries into duplicate leads.
 */
export function idempotencyKey(): MiddlewareHandler<AppEnv> {
  return async function idempotencyKey(c, next) {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) return apiError(c, 400, "invalid_idempotency_key");
    c.set("idempotencyKey", key ?? null);
    await next();
  };
}
