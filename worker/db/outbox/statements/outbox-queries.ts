/**
 * The statements that queue an outbox row, as SQL text with numbered parameters (see
 * ../../system/statements/query.ts): the Worker binds them to D1, and the staff CLI, which reaches D1 as
 * text only, inlines them, so a mail the CLI queues is the row the Worker would have queued
 * and its outbox delivers it like any other. No D1 types here: the CLI imports this.
 */
import { outboxStatus } from "../../../../contract/lead/delivery-state.ts";
import { newId } from "../../../lib/ids.ts";
import type { Query, SqlParam } from "../../system/statements/query.ts";
import type { OutboxItem } from "./outbox-items.ts";

// The contract's status names, written into the SQL text: constants, never input.
const { pending: PENDING } = outboxStatus;

/** An outbox row to insert: its id, known before the batch runs, and the statement. */
export interface QueuedQuery {
  id: string;
  query: Query;
}

/**
 * The statement that queues a mail or webhook call, inserted only where `guard` (a WHERE
 * clause on parameters from ?13 on, or "") holds. With `item.claim` the row is inserted
 * already claimed (one attempt under way), which saves the separate claim write for the
 * send right after the answer.
 */
export function enqueueQuery(item: OutboxItem, now: string, guard = "", guardParams: readonly SqlParam[] = []): QueuedQuery {
  const id = newId("out");
  const [recipient, subject] =
    item.channel === "mail" ? [item.message.to.map((a) => a.email).join(", "), item.message.subject] : [item.message.url, item.kind];
  const sql = `INSERT INTO outbox (id, channel, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at,
         claim_token, claimed_until)
       SELECT ?1, ?11, ?2, ?3, ?4, ?5, ?6, '${PENDING}', ?8, ?12, ?7, ?9, ?10${guard}`;
  const params = [
    id,
    item.kind,
    item.leadId,
    recipient,
    subject,
    JSON.stringify(item.message),
    now,
    item.claim ? 1 : 0,
    item.claim?.token ?? null,
    item.claim?.until ?? null,
    item.channel,
    item.dueAt ?? now,
    ...guardParams,
  ];
  return { id, query: { sql, params } };
}

/**
 * The statement that queues a mail marking a step of a lead in `table`: it inserts only
 * while the lead has `status` and has no row of the same kind yet, so a step taken back
 * and taken again, or a repeated request, never mails twice. Its result holds the row's id
 * when it was inserted. Queued unclaimed (the row may not be inserted), so `item` carries no
 * claim: send it by id after the batch, the cron otherwise.
 */
export function enqueueOnStatusQuery(item: OutboxItem, now: string, table: "project_inquiries" | "referrals", status: string): QueuedQuery {
  const guard =
    ` WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?3 AND status = ?13)` +
    " AND NOT EXISTS (SELECT 1 FROM outbox WHERE lead_id = ?3 AND kind = ?2) RETURNING id";
  return enqueueQuery(item, now, guard, [status]);
}
