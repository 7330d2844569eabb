/**
 * How staff read the outbox, as shared statements (see ../../system/statements/query.ts): what has not
 * gone out (the CLI's `outbox`), and what the morning digest reports as failing.
 */
import { deliveryPolicy, outboxStatus } from "../../../../contract/lead/delivery-state.ts";
import type { Query } from "../../system/statements/query.ts";
import type { OutboxKind } from "./outbox-items.ts";

/**
 * The outbox columns staff read of a mail or webhook call: everything but `message` (the
 * rendered mail or body, with the lead's data again) and the claim's token.
 */
export const DELIVERY_COLUMNS =
  "id, channel, kind, lead_id, recipient, subject, status, attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at";

/** Mail and webhook calls not delivered: pending and dead rows (`onlyDead`: dead ones), newest first. */
export function undeliveredQuery(onlyDead: boolean): Query {
  const condition = onlyDead ? "status = ?1" : "status <> ?1";
  return {
    sql: `SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE ${condition} ORDER BY created_at DESC, id DESC`,
    params: [onlyDead ? outboxStatus.dead : outboxStatus.sent],
  };
}

export interface DigestProblem {
  id: string;
  lead_id: string;
  channel: string;
  kind: string;
  status: string;
  last_error: string | null;
}

/**
 * Mails and webhook calls created since `since` that failed for good, or keep failing
 * (`deliveryPolicy.failingAfterAttempts`), oldest first: the morning digest's problems.
 */
export function deliveryProblemsQuery(since: string): Query {
  // The digest does not report on itself; typed, so a renamed kind breaks the build, not the digest.
  const digest: OutboxKind = "staff_digest";
  return {
    sql:
      "SELECT id, lead_id, channel, kind, status, last_error FROM outbox WHERE created_at >= ?1 AND kind <> ?5 " +
      "AND (status = ?2 OR (status = ?3 AND attempts >= ?4)) ORDER BY created_at",
    params: [since, outboxStatus.dead, outboxStatus.pending, deliveryPolicy.failingAfterAttempts, digest],
  };
}
