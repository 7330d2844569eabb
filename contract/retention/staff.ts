/** What is kept beside the leads: staff's work, notes and history on a lead, the digest's days, the schema's name. */
import { tableRetention } from "./rule.ts";

export const leadWorkRetention = tableRetention({
  holds: "personal",
  columns: {
    lead_id: "none",
    // A staff member's address (the inbox's owner of the lead), never the visitor's.
    owner: "none",
    next_step_on: "none",
    // What staff wrote they will do next: it can name the person ("call Anna Berger").
    next_step_text: "free-text",
    reward: "none",
    reward_paid_on: "none",
    updated_at: "none",
  },
  rules: [
    {
      rows: "the staff inbox's owner, next step and reward of a lead",
      action: "delete",
      period: "lead",
      why: "part of the lead's handling; nothing without the lead",
    },
  ],
});

export const leadNotesRetention = tableRetention({
  holds: "personal",
  columns: {
    id: "none",
    lead_id: "none",
    author: "none",
    body: "free-text",
    created_at: "none",
  },
  rules: [
    {
      rows: "staff notes on a lead (what was agreed, who called)",
      action: "delete",
      period: "lead",
      why: "about the lead's person: they go with the lead",
    },
  ],
});

export const leadHistoryRetention = tableRetention({
  holds: "personal",
  columns: {
    id: "none",
    lead_id: "none",
    actor: "none",
    action: "none",
    detail: "json",
    at: "none",
  },
  rules: [
    {
      rows: "every change staff made to a lead (who, what, when)",
      action: "delete",
      period: "lead",
      why: "the lead's handling, kept exactly as long as the lead",
    },
  ],
});

export const staffDigestsRetention = tableRetention({
  holds: "none",
  columns: {
    day: "none",
    queued_at: "none",
  },
  rules: [
    {
      rows: "one row per day the staff's morning digest was handled",
      action: "keep",
      period: "kept",
      why: "a date and a time, nothing else: it keeps a repeated cron run from mailing the digest twice",
    },
  ],
  why: "only the days the digest went out",
});

export const appMetaRetention = tableRetention({
  holds: "none",
  columns: {
    key: "none",
    value: "none",
  },
  rules: [],
  why: "the schema's name, read by the health check: nothing personal, nothing to delete",
});
