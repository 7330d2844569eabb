import type { MiddlewareHandler } from "hono";
import { readConfig } from "../config.ts";
import type { AppEnv } from "../env.ts";
import { apiError } from "./errors.ts";

/** Seconds a refused client should wait: the binding's period (wrangler.toml `simple.period`). */
const RETRY_AFTER_SECONDS = 60;

/** The client the limit counts against. Cloudflare sets CF-Connecting-IP and clients cannot forge it. */
export function clientKey(headers: Headers, family = "lead"): string {
  return `${family}:${headers.get("CF-Connecting-IP") ?? "unknown"}`;
}

/**
 * Submissions per client and minute through the Workers Rate Limiting binding
 * (`LEAD_RATE_LIMITER`, which miniflare enforces locally too). Over the limit: 429 with
 * Retry-After. `RATE_LIMIT = "off"` skips it (e2e tests and the API bench).
 * If the limiter itself fails the request passes: losing a lead is worse than a burst.
 *
 * @param family whose budget the request spends: each family is counted apart, so a
 *   visitor's funnel events (`"events"`) never use up the submissions of their lead
 * @example app.post("/", rateLimit(), ...)
 * @see https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/
 */
export function rateLimit(family = "lead"): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    if (readConfig(c.env).rateLimit) {
      let success = true;
      try {
        ({ success } = await c.env.LEAD_RATE_LIMITER.limit({ key: clientKey(c.req.raw.headers, family) }));
      } catch (err) {
        console.error("rate limiter unavailable, letting the request through", err);
      }
      if (!success) {
        c.header("Retry-After", String(RETRY_AFTER_SECONDS));
        return apiError(c, 429, "rate_limited");
      }
    }
    await next();
  };
}
