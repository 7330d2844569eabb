import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import type { WorkerEnv } from "./env.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { transportFor } from "./mail/transport.ts";
import { applyRetention } from "./retention.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * The cron (wrangler.toml `[triggers]`): delivers mail that is still pending, with
   * backoff, and deletes rows past their retention. The two jobs are independent: one
   * failing never stops the other.
   */
  async scheduled(controller, env, ctx) {
    const config = readConfig(env);
    const transport = transportFor(config.mailchannelsApiKey);
    ctx.waitUntil(
      deliverDueMail({ db: env.DB, transport }).then(
        (report) => {
          if (report.claimed > 0) console.log(`outbox: ${JSON.stringify(report)}`);
        },
        // Nothing is lost: unsent rows stay pending and the next run picks them up.
        (err: unknown) => console.error("outbox run failed", err),
      ),
    );
    ctx.waitUntil(
      // Cutoffs count from the run's scheduled time (about now in production; tests move it).
      // The batch is one transaction: a failed run deletes nothing and the next run retries.
      applyRetention(env.DB, config, new Date(controller.scheduledTime)).catch((err: unknown) => console.error("retention run failed", err)),
    );
  },
} satisfies ExportedHandler<WorkerEnv>;
