/**
 * The middleware chain every submission endpoint runs before its handler.
 */
import type { MiddlewareHandler } from "hono";
import { MAX_BODY_BYTES } from "../../contract/limits.ts";
import type { AppEnv } from "../http/app-env.ts";
import { bodyText, jsonBody, requireJson } from "./body.ts";
import { idempotencyKey } from "./idempotency.ts";
import { type RateLimitFamily, rateLimit } from "./rate-limit.ts";

/**
 * JSON only, size limit, rate limit, idempotency key, parse: cheapest refusal first, so
 * nothing is parsed that will not be used. Lead forms add `botCheck()` after it.
 *
 * @param family whose rate-limit budget the endpoint spends
 * @example app.post("/", ...submissionPipeline("consents"), storeConsent)
 */
export function submissionPipeline(
  family: RateLimitFamily,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [requireJson(), bodyText(MAX_BODY_BYTES), rateLimit(family), idempotencyKey(), jsonBody()];
}
