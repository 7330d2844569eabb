import type { MiddlewareHandler } from "hono";
import { readConfig } from "../config.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Parses the Worker's settings once per request and hands them on as `c.var.config`, so
 * every middleware and handler after it reads the same values and none parses them again.
 * Runs first: the Origin check already needs them. A bad value is logged once per isolate
 * by `readConfig`, however many requests read it.
 *
 * @example app.use("/api/*", settings(), securityHeaders(), ...originGuard())
 * @see https://hono.dev/docs/api/context#set-get
 */
export function settings(): MiddlewareHandler<AppEnv> {
  return async function settings(c, next) {
    c.set("config", readConfig(c.env));
    await next();
  };
}
