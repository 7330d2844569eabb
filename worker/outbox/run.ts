import { countPending, outboxStats } from "../db/outbox/d1/outbox.ts";
import { type DeliveryReport, deliverDue } from "./batch.ts";
import type { Senders } from "./senders.ts";

/**
 * A channel without its transport keeps its rows pending. Said every run, loudly, so a
 * deploy that forgot a secret shows up in the logs instead of leads silently not arriving.
 */
async function reportUnconfigured(db: D1Database, senders: Senders, webhookUrls: readonly string[]): Promise<void> {
  if (senders.mail && (senders.webhook || webhookUrls.length === 0)) return;
  const waiting = await countPending(db);
  if (!senders.mail) {
    console.error(
      `mail is not configured (MAILCHANNELS_API_KEY or MAILCHANNELS_API_URL missing): ${waiting.mail} mail(s) wait in the outbox`,
    );
  }
  if (!senders.webhook && (webhookUrls.length > 0 || waiting.webhook > 0)) {
    console.error(`webhooks are not configured (WEBHOOK_SECRET missing or invalid): ${waiting.webhook} call(s) wait in the outbox`);
  }
}

/** The cron's one line about delivery: what this run did and what the outbox holds after it. */
export interface OutboxRunLog extends Partial<DeliveryReport> {
  event: "outbox";
  at: string;
  pending: number | null;
  deadTotal: number | null;
  oldestPendingMinutes: number | null;
  durationMs: number;
  error?: string;
}

/**
 * Delivers what is due, then logs ONE JSON line (`{"event":"outbox",...}`) on every run,
 * also when nothing was due, so the log proves the cron runs and an alert can watch
 * `deadTotal` and `oldestPendingMinutes` without reading the database. A failed run logs the same
 * line with `error` on stderr; nothing is lost, unsent rows stay pending for the next run.
 */
export async function runOutbox(db: D1Database, senders: Senders, webhookUrls: readonly string[]): Promise<OutboxRunLog> {
  const started = Date.now();
  let report: DeliveryReport | undefined;
  let error: string | undefined;
  try {
    await reportUnconfigured(db, senders, webhookUrls);
    report = await deliverDue({ db, senders });
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const stats = await outboxStats(db).catch(() => undefined);
  const line: OutboxRunLog = {
    event: "outbox",
    at: new Date(started).toISOString(),
    ...report,
    pending: stats?.pending ?? null,
    deadTotal: stats?.dead ?? null,
    oldestPendingMinutes: stats?.oldestPendingMinutes ?? null,
    durationMs: Date.now() - started,
    ...(error !== undefined ? { error } : {}),
  };
  if (error !== undefined) console.error(JSON.stringify(line));
  else console.log(JSON.stringify(line));
  return line;
}
