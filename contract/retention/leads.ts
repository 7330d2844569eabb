/** The lead tables: the answers of both forms, kept for the lead period, and the ids of erased inquiries. */
import { inquiryColumnMatches } from "../inquiry/columns.ts";
import { referralColumnMatches, referralSecondPerson } from "../referral/columns.ts";
import { idempotencyRule, tableRetention } from "./rule.ts";

/** The columns every lead table has: bookkeeping, status, and where the visitor came from (which may name them). */
const everyLeadColumns = {
  id: "none",
  created_at: "none",
  locale: "none",
  source: "none",
  idempotency_key: "none",
  idempotency_body_hash: "none",
  status: "none",
  status_changed_at: "none",
  attribution: "json",
  campaign: "free-text",
} as const;

export const projectInquiriesRetention = tableRetention({
  holds: "personal",
  columns: {
    ...everyLeadColumns,
    booking_token: "none",
    // Each answer's column is declared with its field, so a new field cannot miss it.
    ...inquiryColumnMatches,
    hidden_fields: "json",
  },
  leads: true,
  rules: [
    {
      rows: "every inquiry, with its mails and webhook calls",
      action: "delete",
      period: { months: "retentionMonths" },
      countedFrom: ["created_at"],
      cutoff: "leads",
      why: "long enough to answer, offer and follow up a project",
    },
    idempotencyRule("inquiry"),
  ],
});

export const referralsRetention = tableRetention({
  holds: "personal",
  columns: {
    ...everyLeadColumns,
    ...referralColumnMatches,
  },
  leads: true,
  secondPerson: referralSecondPerson,
  rules: [
    {
      rows: "every referral, with its mails and webhook calls",
      action: "delete",
      period: { months: "retentionMonths" },
      countedFrom: ["created_at"],
      cutoff: "leads",
      why: "long enough for the referred company to sign up and the reward to be paid",
    },
    idempotencyRule("referral"),
  ],
});

export const erasedLeadsRetention = tableRetention({
  holds: "none",
  columns: {
    id: "none",
    erased_at: "none",
  },
  rules: [],
  why: "only the random ids of erased inquiries, so that a replayed booking webhook cannot store an erased person again: no name, address or text",
});
