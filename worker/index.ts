import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { normaliseStoredAddresses } from "./db/addresses.ts";
import { countPending } from "./db/outbox.ts";
import type { WorkerEnv } from "./env.ts";
import { deliverDue, type Senders, sendersFor } from "./mail/outbox.ts";
import { applyRetention } from "./retention.ts";

const app = createApp();

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

export default {
  fetch: app.fetch,
  /**
   * The cron (wrangler.toml `[triggers]`): delivers mail and webhook calls that are still
   * pending, with backoff, and deletes rows past their retention. The two jobs are
   * independent: one failing never stops the other.
   */
  async scheduled(controller, env, ctx) {
    const config = readConfig(env);
    const senders = sendersFor(config);
    ctx.waitUntil(
      reportUnconfigured(env.DB, senders, config.webhookUrls)
        .then(() => deliverDue({ db: env.DB, senders }))
        .then(
          (report) => {
            if (report.claimed > 0) console.log(`outbox: ${JSON.stringify(report)}`);
          },
          // Nothing is lost: unsent rows stay pending and the next run picks them up.
          (err: unknown) => console.error("outbox run failed", err),
        ),
    );
    ctx.waitUntil(
      // Addresses stored before migration 0007 in a form SQL could not fold (Unicode case,
      // NFC): rewritten once, after which each run costs one read.
      normaliseStoredAddresses(env.DB).then(
        (report) => {
          if (report.ran) console.log(JSON.stringify({ event: "addresses", ...report }));
        },
        (err: unknown) => console.error("address normalisation failed, the next run retries", err),
      ),
    );
    ctx.waitUntil(
      // Cutoffs count from the run's scheduled time (about now in production; tests move it).
      // The batch is one transaction: a failed run deletes nothing and the next run retries.
      applyRetention(env.DB, config, new Date(controller.scheduledTime)).catch((err: unknown) =>
        console.error("retention run failed", err),
      ),
    );
  },
} satisfies ExportedHandler<WorkerEnv>;
