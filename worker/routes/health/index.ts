/** `/api/health`: whether leads are stored and told, for uptime monitors. */
import { Hono } from "hono";
import type { ApiError } from "../../../contract/errors.ts";
import { outboxStats } from "../../db/outbox/d1/outbox.ts";
import { isDatabaseReady } from "../../db/system/d1/health.ts";
import { MIGRATE_HINT, pendingMigrations } from "../../db/system/d1/migrations.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendersFor } from "../../outbox/senders.ts";

/** Pending mail older than this means delivery is stuck, not merely waiting for a retry or the next cron run. */
export const STALLED_AFTER_MINUTES = 60;

/**
 * `GET /api/health`:
 * `{ "ok": true, "mail": ..., "webhooks": ..., "delivery": ..., "outbox": { "pending", "dead", "oldestPendingMinutes" } }`.
 * `ok` (and HTTP 200) means leads are stored: D1 answers and has every migration this code
 * expects; otherwise 503 `{ "error": "database_unavailable" }`, with
 * `"migrations": "pending", "pending": [file names]` when migrations are missing.
 * `mail: "not_configured"` means mail waits in the outbox (key or URL missing); `webhooks`
 * is `"off"` without WEBHOOK_URLS and `"not_configured"` when they are set but the secret
 * is missing. `delivery` is `"degraded"` while a row is dead or the oldest pending row
 * waits longer than STALLED_AFTER_MINUTES: a monitor alerts on it, because the lead is
 * stored but nobody has been told.
 */
export const health = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const pending = await pendingMigrations(c.env.DB).catch(() => null);
  if (pending && pending.length > 0) {
    console.error(`${MIGRATE_HINT} Missing: ${pending.join(", ")}`);
    return c.json({ error: "database_unavailable", migrations: "pending", pending } satisfies ApiError & Record<string, unknown>, 503);
  }
  if (pending === null || !(await isDatabaseReady(c.env.DB))) return c.json({ error: "database_unavailable" } satisfies ApiError, 503);
  const config = c.var.config;
  const senders = sendersFor(config);
  const outbox = await outboxStats(c.env.DB).catch(() => null);
  const stalled = outbox !== null && (outbox.dead > 0 || (outbox.oldestPendingMinutes ?? 0) > STALLED_AFTER_MINUTES);
  return c.json({
    ok: true,
    mail: senders.mail ? "configured" : "not_configured",
    webhooks: config.webhookUrls.length === 0 ? "off" : senders.webhook ? "configured" : "not_configured",
    delivery: outbox === null ? "unknown" : stalled ? "degraded" : "ok",
    outbox,
  });
});
