/** What the system sends: the outbox's mails and webhook calls, and the hashes that cap mails to one mailbox. */
import { type OutboxStatus, outboxStatus } from "../lead/delivery-state.ts";
import { tableRetention } from "./rule.ts";

export const outboxRetention = tableRetention({
  holds: "mail",
  columns: {
    id: "none",
    kind: "none",
    lead_id: "none",
    channel: "none",
    recipient: "recipients",
    subject: "free-text",
    message: "json",
    status: "none",
    attempts: "none",
    uncertain: "none",
    next_attempt_at: "none",
    claim_token: "none",
    claimed_until: "none",
    last_error: "free-text",
    created_at: "none",
    sent_at: "none",
  },
  statusRows: {
    sent: "sent mails and webhook calls",
    dead: "mails and webhook calls that failed for good",
    pending: "mails and webhook calls still to deliver",
  } satisfies Record<OutboxStatus, string>,
  rules: [
    {
      rows: "mails and webhook calls of a lead that is deleted, whatever their status",
      action: "delete",
      period: "lead",
      why: "a pending or dead row still carries the lead's data in `message`",
    },
    {
      action: "delete",
      where: { column: "status", equals: outboxStatus.sent },
      period: { days: 30 },
      countedFrom: ["sent_at", "created_at"],
      cutoff: "sentMail",
      why: "long enough to answer 'did my request arrive?' and read it with `npm run leads -- show`",
    },
    {
      action: "delete",
      where: { column: "status", equals: outboxStatus.dead },
      period: { days: 30 },
      // For a dead row `next_attempt_at` is its last attempt plus the back-off it would
      // have waited (at most hours): the nearest to "when it died" the table records, and
      // `outbox retry` resets it, so a row staff queued again gets its full 30 days.
      countedFrom: ["next_attempt_at"],
      cutoff: "deadMail",
      why: "time for staff to see the failure (`npm run leads -- outbox`), fix it and retry; then the whole mail goes",
    },
    {
      action: "keep",
      where: { column: "status", equals: outboxStatus.pending },
      period: "kept",
      why: "until sent or dead (then the rules above), or deleted with their lead",
    },
  ],
});

export const mailboxCapsRetention = tableRetention({
  holds: "personal",
  columns: {
    purpose: "none",
    mailbox: "address-hash",
    sent_at: "none",
  },
  rules: [
    {
      rows: "every slot (a hashed mailbox and when it last got an acknowledgement or confirmation)",
      action: "delete",
      period: { days: 2 },
      countedFrom: ["sent_at"],
      cutoff: "mailboxCaps",
      why: "only needed within the longest window (one acknowledgement a day per mailbox), plus a day's margin",
    },
  ],
});
