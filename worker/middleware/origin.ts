import type { MiddlewareHandler } from "hono";
import { readConfig } from "../config.ts";
import type { AppEnv } from "../env.ts";
import { apiError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ALLOWED_HEADERS = "Content-Type, Idempotency-Key";

/**
 * CORS and the Origin check in one place, because they must agree. The site's own origin
 * (the request URL's) and the partner origins of `ALLOWED_ORIGINS` are allowed. Requests
 * without Origin (curl, server-to-server) pass: CORS protects browsers, not the API.
 * A state-changing request from any other origin is refused with 403 before its body is
 * read, so nothing is stored.
 *
 * @example app.use("/api/*", originGuard())
 * @see https://fetch.spec.whatwg.org/#http-cors-protocol
 */
export function originGuard(): MiddlewareHandler<AppEnv> {
  return async function originGuard(c, next) {
    const origin = c.req.header("Origin");
    const allowed = origin !== undefined && (origin === new URL(c.req.url).origin || readConfig(c.env).allowedOrigins.has(origin));

    if (c.req.method === "OPTIONS") {
      if (origin !== undefined && !allowed) return apiError(c, 403, "origin_not_allowed");
      c.header("Vary", "Origin");
      if (origin !== undefined) {
        c.header("Access-Control-Allow-Origin", origin);
        c.header("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
        c.header("Access-Control-Allow-Headers", ALLOWED_HEADERS);
        c.header("Access-Control-Max-Age", "86400");
      }
      return c.body(null, 204);
    }

    if (origin !== undefined && !allowed && !SAFE_METHODS.has(c.req.method)) {
      return apiError(c, 403, "origin_not_allowed");
    }

    await next();

    // Also on errors: a partner's widget has to read the error code to show the message.
    c.res.headers.append("Vary", "Origin");
    if (origin !== undefined && allowed) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Expose-Headers", "Retry-After, Idempotent-Replayed");
    }
  };
}
