/**
 * Hands the parsed settings to every later middleware and handler as `c.var.config`.
 */
import type { MiddlewareHandler } from "hono";
import { readConfig } from "../config.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Parses the settings once per request into `c.var.config`. Must run first: the Origin
 * check already reads them.
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
