/** The Worker's entry point: the HTTP app and the cron jobs. */
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { normaliseStoredAddresses } from "./db/system/d1/addresses.ts";
import { retryingWhileBusy } from "./db/system/d1/busy-retry.ts";
import type { WorkerEnv } from "./env.ts";
import { runOutbox } from "./outbox/run.ts";
import { sendersFor } from "./outbox/senders.ts";
import { applyRetention } from "./retention.ts";
import { runDigest } from "./staff/digest.ts";
import { readStaffSettings } from "./staff/settings.ts";

const app = createApp();

/** The bindings every request and cron run sees: D1 tried again while SQLite is busy. */
const withRetries = (env: WorkerEnv): WorkerEnv => ({ ...env, DB: retryingWhileBusy(env.DB) });

export default {
  fetch: (request: Request, env: WorkerEnv, ctx: ExecutionContext) => app.fetch(request, withRetries(env), ctx),
  /**
   * The cron (wrangler.toml `[triggers]`): delivers the outbox, normalises stored addresses
   * and applies retention. The staff digest is queued before the outbox runs, so the same
   * run delivers it. The jobs are independent: one failing never stops the others.
   */
  async scheduled(controller, bindings, ctx) {
    const env = withRetries(bindings);
    const config = readConfig(env);
    const senders = sendersFor(config);
    const digest = runDigest(env.DB, config, readStaffSettings(env), new Date(controller.scheduledTime)).catch((err: unknown) =>
      console.error("staff digest failed, the next run retries", err),
    );
    ctx.waitUntil(digest.then(() => runOutbox(env.DB, senders, config.webhookUrls)));
    ctx.waitUntil(
      // Rows stored before migration 0007 hold addresses SQL cannot fold (Unicode case, NFC);
      // once they are rewritten each run costs one read.
      normaliseStoredAddresses(env.DB).then(
        (report) => {
          if (report.ran) console.log(JSON.stringify({ event: "addresses", ...report }));
        },
        (err: unknown) => console.error("address normalisation failed, the next run retries", err),
      ),
    );
    ctx.waitUntil(
      // Cutoffs count from the scheduled time, so a slow run does not shift them.
      applyRetention(env.DB, config, new Date(controller.scheduledTime)).catch((err: unknown) =>
        console.error("retention run failed", err),
      ),
    );
  },
} satisfies ExportedHandler<WorkerEnv>;
