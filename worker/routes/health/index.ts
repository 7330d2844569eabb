import { Hono } from "hono";
import type { ApiError } from "../../../contract/errors.ts";
import { readConfig } from "../../config.ts";
import { isDatabaseReady } from "../../db/health.ts";
import type { AppEnv } from "../../env.ts";
import { sendersFor } from "../../mail/outbox.ts";

/**
 * `GET /api/health`: `{ "ok": true, "mail": ..., "webhooks": ... }` only when D1 answers and
 * is migrated. `mail: "not_configured"` means mail waits in the outbox (key or URL
 * missing); `webhooks` is `"off"` without WEBHOOK_URLS and `"not_configured"` when they are
 * set but the secret is missing. Neither fails the check: leads are still stored.
 */
export const health = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  if (!(await isDatabaseReady(c.env.DB))) return c.json({ error: "database_unavailable" } satisfies ApiError, 503);
  const config = readConfig(c.env);
  const senders = sendersFor(config);
  return c.json({
    ok: true,
    mail: senders.mail ? "configured" : "not_configured",
    webhooks: config.webhookUrls.length === 0 ? "off" : senders.webhook ? "configured" : "not_configured",
  });
});
