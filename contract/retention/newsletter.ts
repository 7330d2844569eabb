/** The newsletter's sign-ups: kept while the subscription lasts, gone soon after it ends or was never confirmed. */
import { type SubscriberStatus, subscriberStatus } from "../lead/lifecycles.ts";
import { tableRetention } from "./rule.ts";

export const newsletterSubscribersRetention = tableRetention({
  holds: "personal",
  columns: {
    id: "none",
    email: "address",
    locale: "none",
    source: "none",
    status: "none",
    confirm_token_hash: "none",
    unsubscribe_token_hash: "none",
    created_at: "none",
    confirmation_sent_at: "none",
    confirmed_at: "none",
    unsubscribed_at: "none",
  },
  leads: true,
  statusRows: {
    pending: "sign-ups never confirmed",
    unsubscribed: "unsubscribed addresses",
    confirmed: "confirmed subscriptions",
  } satisfies Record<SubscriberStatus, string>,
  rules: [
    {
      action: "delete",
      where: { column: "status", equals: subscriberStatus.pending },
      period: { days: 7 },
      // A renewed sign-up counts from its latest confirmation mail, not from the first
      // attempt: its link is still valid for 7 days.
      countedFrom: ["confirmation_sent_at", "created_at"],
      cutoff: "unconfirmedSubscribers",
      why: "the confirmation link is valid this long; a renewed sign-up counts from its latest mail",
    },
    {
      action: "delete",
      where: { column: "status", equals: subscriberStatus.unsubscribed },
      period: { days: 30 },
      countedFrom: ["unsubscribed_at", "created_at"],
      cutoff: "unsubscribedSubscribers",
      // Mail goes only to confirmed rows, so no suppression list is needed. The 30 days let links
      // already delivered still answer "unsubscribed", within Art. 12(3) GDPR's month.
      why: "no suppression list is needed (double opt-in); the unsubscribe link keeps answering for a month",
    },
    {
      action: "keep",
      where: { column: "status", equals: subscriberStatus.confirmed },
      period: "kept",
      why: "while subscribed; unsubscribing moves the row under the rule above",
    },
  ],
});
