/**
 * Queuing a mail or webhook call again by hand (`npm run leads -- outbox retry`), as a
 * shared statement (see ../../system/statements/query.ts).
 */
import { outboxStatus } from "../../../../contract/lead/delivery-state.ts";
import type { Query } from "../../system/statements/query.ts";

// The contract's status names, written into the SQL text: constants, never input.
const { pending: PENDING, dead: DEAD } = outboxStatus;

/**
 * Makes a dead row, or a pending one without a live claim that is not held, due now with
 * its attempts from zero. Never a sent row (it would go out twice), a claimed one (two would
 * send it) or a held mail (it would beat the booking confirmation that may replace it). A
 * held mail is one queued for later than it was queued, so a row queued due at once is never
 * held, even when the Worker's clock runs a little ahead of the staff member's `now`.
 * Run as one batch: the first result holds the id when the row was queued again, the
 * second the row as it is, to say why not.
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
