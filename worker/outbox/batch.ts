/** The cron's delivery: due rows claimed a batch at a time and sent a few at once, within the run's budgets. */
import { claimDue } from "../db/outbox/d1/outbox.ts";
import { type DeliveryContext, deliverRow, newClaim } from "./deliver.ts";
import { configuredChannels } from "./senders.ts";

/** How a cron run claims and sends; how long each claim holds is `leasePolicy`'s. */
export const runPolicy = {
  /** Rows claimed at a time. */
  batchSize: 25,
  /**
   * Sends in flight at once within a batch. A Worker invocation opens at most six
   * connections at a time and queues the rest, and a queued fetch's timeout already runs:
   * more in parallel would time out (and count as uncertain) without ever being sent.
   */
  parallelSends: 6,
  /**
   * A cron run claims batch after batch while this much time is left since it started,
   * so a backlog drains in one run instead of 25 rows every 5 minutes. Well inside the
   * next run's start; rows not reached stay pending for it.
   */
  runBudgetMs: 90_000,
  /**
   * At most this many rows per run: each costs a fetch and D1 writes, and an invocation
   * has a subrequest limit (10,000 on Workers Paid).
   */
  maxPerRun: 2_000,
} as const;

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  dead: number;
  /** Claims made (each up to `batchSize` rows). */
  batches: number;
  /** The run stopped on its time or row budget while rows may still have been due. */
  stoppedEarly: boolean;
}

/**
 * How many rows a run's next claim may take after `claimed` rows and `elapsedMs`: a batch,
 * fewer when the row budget is nearly spent, none once the time or the row budget is.
 */
function nextBatchSize(claimed: number, elapsedMs: number): number {
  if (elapsedMs >= runPolicy.runBudgetMs) return 0;
  return Math.max(0, Math.min(runPolicy.batchSize, runPolicy.maxPerRun - claimed));
}

/** Maps `items` through `work` with at most `limit` in flight; results in order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * The cron's job: claims due rows of the configured channels a batch at a time and sends
 * each batch in parallel, until nothing is due or the run's time or row budget is spent.
 * Rows a run does not reach stay pending for the next one.
 */
export async function deliverDue(ctx: DeliveryContext): Promise<DeliveryReport> {
  const started = Date.now();
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, dead: 0, batches: 0, stoppedEarly: false };
  const channels = configuredChannels(ctx.senders);
  for (;;) {
    const size = nextBatchSize(report.claimed, Date.now() - started);
    if (size === 0) {
      report.stoppedEarly = true;
      break;
    }
    // Every batch claims at its own time, so a row whose backoff ends during the run is due.
    const claim = newClaim();
    const rows = await claimDue(ctx.db, claim, size, channels);
    if (rows.length === 0) break;
    report.batches++;
    report.claimed += rows.length;
    for (const outcome of await inParallel(rows, runPolicy.parallelSends, (row) => deliverRow(row, claim, ctx))) {
      if (outcome === "sent") report.sent++;
      else if (outcome === "dead") report.dead++;
      else report.retrying++;
    }
  }
  return report;
}
