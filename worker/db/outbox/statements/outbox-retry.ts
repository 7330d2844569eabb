/**
 * Queuing a mail or webhook call again by hand (`npm run leads -- outbox retry`), as a
 * shared statement (see ../../system/statements/query.ts).
 */
import { outboxStatus } from "../../../../contract/lead/delivery-state.ts";
import type { Query } from "../../system/statements/query.ts";

// The contract's status names, written into the SQL text: constants, never input.
const { pending: PENDING, dead: DEAD } = outboxStatus;

/**
 * Makes a row due now with its attempts from zero and no claim. Only a dead row, or a
 * pending one nobody holds a live claim on and that is not held: a sent row would go out
 * twice, a row a runner is sending right now would be sent by two, and a held mail (never
 * attempted, due later: the acknowledgement waiting for the visitor's booking) would go out
 * before the mail that may replace it. A held mail is one queued for later than it was
 * queued: a row queued due at once is never held, even when the Worker's clock, which wrote
 * it, runs a little ahead of the staff member's, which `now` comes from. The claim is live
 * while `claimed_until` lies after now, the same test the runners' claim makes. Run as one
 * batch: the first result holds the id when the row was queued again, the second the row as
 * it is then (empty when there is none), to say why it was not.
 */
export function retryOutboxQueries(id: string, now: string): [requeued: Query, current: Query] {
  return [
    {
      sql:
        `UPDATE outbox SET status = '${PENDING}', attempts = 0, next_attempt_at = ?2, claim_token = NULL, claimed_until = NULL ` +
        `WHERE id = ?1 AND (status = '${DEAD}' OR (status = '${PENDING}' AND (claimed_until IS NULL OR claimed_until <= ?2) ` +
        "AND NOT (attempts = 0 AND claim_token IS NULL AND next_attempt_at > ?2 AND next_attempt_at > created_at))) RETURNING id",
      params: [id, now],
    },
    { sql: "SELECT id, status, attempts, next_attempt_at, claimed_until, sent_at, created_at FROM outbox WHERE id = ?1", params: [id] },
  ];
}
