import { Hono } from "hono";
import type { PublicConfig } from "../../../contract/turnstile.ts";
import { methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";

/**
 * `GET /api/config`: what a form needs before it renders: whether to show Turnstile and
 * with which site key, and whether the questionnaire books the call in the dialog. Public and the same for everyone, so browsers and Cloudflare's
 * edge may cache it for a few minutes; a key change reaches forms within that time.
 *
 * A page whose origin is not allowed gets the origin guard's readable `403
 * origin_not_allowed` instead, no settings: the widget learns why the API refuses it as
 * the form loads, not a bare network error, and stops counting its funnel there.
 */
export const config = new Hono<AppEnv>()
  .get("/", (c) => {
    const turnstile = c.var.config.turnstile;
    const body: PublicConfig = {
      turnstile: turnstile ? { siteKey: turnstile.siteKey } : null,
      scheduling: c.var.config.scheduling !== undefined,
    };
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body);
  })
  .all("/", methodNotAllowed("GET, HEAD"));
