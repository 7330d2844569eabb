import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import type { WorkerEnv } from "./env.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { transportFor } from "./mail/transport.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** The cron (wrangler.toml `[triggers]`): delivers mail that is still pending, with backoff. */
  async scheduled(_controller, env, ctx) {
    const transport = transportFor(readConfig(env).mailchannelsApiKey);
    ctx.waitUntil(
      deliverDueMail({ db: env.DB, transport }).then(
        (report) => {
          if (report.claimed > 0) console.log(`outbox: ${JSON.stringify(report)}`);
        },
        // Nothing is lost: unsent rows stay pending and the next run picks them up.
        (err: unknown) => console.error("outbox run failed", err),
      ),
    );
  },
} satisfies ExportedHandler<WorkerEnv>;
