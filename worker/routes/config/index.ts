import { Hono } from "hono";
import type { PublicConfig } from "../../../contract/turnstile.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, methodNotAllowed } from "../../http/answers.ts";
import { isAllowedOrigin } from "../../middleware/origin.ts";

/**
 * `GET /api/config`: what a form needs before it renders: whether to show Turnstile and
 * with which site key, and whether the questionnaire books the call in the dialog. Public and the same for everyone, so browsers and Cloudflare's
 * edge may cache it for a few minutes; a key change reaches forms within that time.
 *
 * A page whose origin is not allowed gets `403 origin_not_allowed` instead, readable by it
 * (`Access-Control-Allow-Origin` on this error only, no settings): the widget learns why
 * the API refuses it as the form loads, not a bare network error.
 */
export const config = new Hono<AppEnv>()
  .get("/", (c) => {
    const origin = c.req.header("Origin");
    if (origin !== undefined && !isAllowedOrigin(c.var.config, origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Cache-Control", "no-store");
      return apiError(c, 403, "origin_not_allowed");
    }
    const turnstile = c.var.config.turnstile;
    const body: PublicConfig = {
      turnstile: turnstile ? { siteKey: turnstile.siteKey } : null,
      scheduling: c.var.config.scheduling !== undefined,
    };
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body);
  })
  .all("/", methodNotAllowed("GET, HEAD"));
