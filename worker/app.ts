import { Hono } from "hono";
import type { ApiError } from "../contract/errors.ts";
import type { AppEnv } from "./env.ts";
import { health } from "./routes/health/index.ts";

/**
 * The whole HTTP surface. Only `/api/*` reaches this app in production (wrangler.toml
 * `run_worker_first`); static files are answered by the assets binding before it.
 */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.route("/api/health", health);

  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith("/api/")) {
      return c.json({ error: "not_found" } satisfies ApiError, 404);
    }
    return c.env.ASSETS.fetch(c.req.raw);
  });

  // Whatever went wrong inside, the client gets a stable code and no stack trace.
  app.onError((err, c) => {
    console.error("unhandled error", err);
    return c.json({ error: "internal" } satisfies ApiError, 500);
  });

  return app;
}
