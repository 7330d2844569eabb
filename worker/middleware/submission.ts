import type { MiddlewareHandler } from "hono";
import { MAX_BODY_BYTES } from "../../contract/limits.ts";
import type { AppEnv } from "../http/app-env.ts";
import { bodyText, jsonBody, requireJson } from "./body.ts";
import { idempotencyKey } from "./idempotency.ts";
import { type RateLimitFamily, rateLimit } from "./rate-limit.ts";

/**
 * The path every submission takes before its endpoint sees it, cheapest refusal first:
 * JSON only, size limit, rate limit, idempotency key, parse (with the depth bound), so a
 * request that is refused costs as little as possible and nothing is parsed that will not
 * be used. Lead forms add `botCheck()` after it. (Settings, security headers and the
 * Origin check run earlier, for all of /api/*.)
 *
 * @param family whose rate-limit budget the endpoint spends
 * @example app.post("/", ...submissionPipeline("consents"), storeConsent)
 */
export function submissionPipeline(
  family: RateLimitFamily,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [requireJson(), bodyText(MAX_BODY_BYTES), rateLimit(family), idempotencyKey(), jsonBody()];
}
