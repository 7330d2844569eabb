/** `/api/config`: the public settings a form reads before it renders. */
import { Hono } from "hono";
import type { PublicConfig } from "../../../contract/turnstile.ts";
import { methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";

/**
 * `GET /api/config`: the Turnstile site key (or null) and whether the questionnaire books in
 * the dialog. The same for everyone, so cached for five minutes; a key change reaches forms
 * within that time. A page whose origin is not allowed gets the origin guard's readable 403,
 * so the widget learns as it loads why the API refuses it.
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
