/**
 * Staff's words for the contract's classifications, one word per thing in inbox, CLI and the
 * agency's mails (all five languages). Plain descriptors: the CLI runs without the Lingui macro.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { BookingEvent } from "../booking/events.ts";
import type { DeliveryState } from "../lead/delivery-state.ts";
import type { LeadKind } from "../lead/lifecycles.ts";
import type { Locale } from "../locales.ts";
import type { ErasureCounts } from "./api.ts";

/** What a delivery is, and how far it got. */
export const deliveryStateLabels: Readonly<Record<DeliveryState, MessageDescriptor>> = {
  pending: /*i18n*/ { id: "delivery.pending", message: "Waiting" },
  held: /*i18n*/ { id: "delivery.held", message: "Held" },
  sending: /*i18n*/ { id: "delivery.sending", message: "Being sent" },
  retrying: /*i18n*/ { id: "delivery.retrying", message: "Being retried" },
  sent: /*i18n*/ { id: "delivery.sent", message: "Delivered" },
  dead: /*i18n*/ { id: "delivery.dead", message: "Failed" },
};

/** How a delivery goes out: a mail, or a webhook call to a partner's or the agency's system. */
export const channelLabels: Readonly<Record<"mail" | "webhook", MessageDescriptor>> = {
  mail: /*i18n*/ { id: "channel.mail", message: "Mail" },
  webhook: /*i18n*/ { id: "channel.webhook", message: "Webhook" },
};

/** The calendar's events (`created`, `rescheduled`, `cancelled`) as one word, as the booking mail says them. */
export const bookingEventLabels: Readonly<Record<BookingEvent, MessageDescriptor>> = {
  created: /*i18n*/ { id: "bookingEvent.created", message: "Booked" },
  rescheduled: /*i18n*/ { id: "bookingEvent.rescheduled", message: "Moved" },
  cancelled: /*i18n*/ { id: "bookingEvent.cancelled", message: "Cancelled" },
};

/** Each language in words, in the reader's language ("Englisch"), never its code. */
export const languageLabels: Readonly<Record<Locale, MessageDescriptor>> = {
  en: /*i18n*/ { id: "language.en", message: "English" },
  de: /*i18n*/ { id: "language.de", message: "German" },
  fr: /*i18n*/ { id: "language.fr", message: "French" },
  it: /*i18n*/ { id: "language.it", message: "Italian" },
  es: /*i18n*/ { id: "language.es", message: "Spanish" },
};

/** A kind of lead, one of them: a label, as a column or a filter shows it. */
export const leadKindLabels: Readonly<Record<LeadKind, MessageDescriptor>> = {
  inquiry: /*i18n*/ { id: "kind.inquiry", message: "Inquiry" },
  referral: /*i18n*/ { id: "kind.referral", message: "Referral" },
};

/** A kind of lead, several of them, as a list's heading names them. */
export const leadKindPluralLabels: Readonly<Record<LeadKind, MessageDescriptor>> = {
  inquiry: /*i18n*/ { id: "kind.inquiries", message: "Inquiries" },
  referral: /*i18n*/ { id: "kind.referrals", message: "Referrals" },
};

/** Each place erasure reaches, in the order data flows; what happens there each reader says beside it. */
export const erasurePlaceLabels: Readonly<Record<keyof ErasureCounts, MessageDescriptor>> = {
  project_inquiries: /*i18n*/ { id: "erasure.place.inquiries", message: "Inquiries" },
  referrals: /*i18n*/ { id: "erasure.place.referrals", message: "Referrals sent by the person" },
  referrals_anonymised: /*i18n*/ { id: "erasure.place.referralsAnonymised", message: "Referrals naming the person" },
  mentions_replaced: /*i18n*/ { id: "erasure.place.mentions", message: "Other leads mentioning the address" },
  newsletter_subscribers: /*i18n*/ { id: "erasure.place.subscribers", message: "Newsletter sign-ups" },
  outbox: /*i18n*/ { id: "erasure.place.outbox", message: "Mails and webhook calls" },
  bookings: /*i18n*/ { id: "erasure.place.bookings", message: "Booked calls" },
  funnel_counts: /*i18n*/ { id: "erasure.place.funnel", message: "Funnel counters naming the address as their campaign" },
  mailbox_caps: /*i18n*/ { id: "erasure.place.caps", message: "Mail limits of the mailbox" },
  lead_notes: /*i18n*/ { id: "erasure.place.notes", message: "Staff notes" },
  lead_history: /*i18n*/ { id: "erasure.place.history", message: "Staff history lines" },
  lead_work: /*i18n*/ { id: "erasure.place.work", message: "Staff next steps and owners" },
};

/** The staff's work on a lead under the lead page's labels: owner, next step, reward and its payment day. */
export const workFieldLabels = {
  owner: /*i18n*/ { id: "work.owner", message: "Owner" },
  next_step: /*i18n*/ { id: "work.nextStep", message: "Next step" },
  reward: /*i18n*/ { id: "work.reward", message: "Reward chosen" },
  reward_paid_on: /*i18n*/ { id: "work.paidOn", message: "Paid on" },
} as const satisfies Record<string, MessageDescriptor>;
