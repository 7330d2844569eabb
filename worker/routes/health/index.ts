import { Hono } from "hono";
import type { ApiError } from "../../../contract/errors.ts";
import { isDatabaseReady } from "../../db/health.ts";
import type { AppEnv } from "../../env.ts";

/** `GET /api/health`: `{ "ok": true }` only when D1 answers and is migrated. */
export const health = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  if (await isDatabaseReady(c.env.DB)) return c.json({ ok: true });
  return c.json({ error: "database_unavailable" } satisfies ApiError, 503);
});
