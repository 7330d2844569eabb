import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErasureCounts } from "../../contract/staff.ts";

/**
 * Each place erasure reaches, in words, in the order a person's data flows through them:
 * as what will happen (the preview, read before confirming) and as what happened (the report).
 */
export const willHappen: Record<keyof ErasureCounts, MessageDescriptor> = {
  project_inquiries: msg`Inquiries to be erased`,
  referrals: msg`Referrals sent by the person, to be erased`,
  referrals_anonymised: msg`Referrals naming the person, to be kept for the referrer without the person's details`,
  mentions_replaced: msg`Other leads mentioning the address, whose mention will be replaced by [removed]`,
  newsletter_subscribers: msg`Newsletter sign-ups to be erased`,
  outbox: msg`Mails and webhook calls to be erased`,
  bookings: msg`Booked calls to be erased`,
  funnel_counts: msg`Funnel counters naming the address as their campaign, to be counted without it`,
  mailbox_caps: msg`Mail limits of the mailbox to be erased`,
  lead_notes: msg`Staff notes to be erased or cleared of the address`,
  lead_history: msg`Staff history lines to be erased or cleared of the address`,
  lead_work: msg`Staff next steps and owners to be erased or cleared of the address`,
};

export const happened: Record<keyof ErasureCounts, MessageDescriptor> = {
  project_inquiries: msg`Inquiries erased`,
  referrals: msg`Referrals sent by the person, erased`,
  referrals_anonymised: msg`Referrals naming the person, kept for the referrer without the person's details`,
  mentions_replaced: msg`Other leads mentioning the address, the mention replaced by [removed]`,
  newsletter_subscribers: msg`Newsletter sign-ups erased`,
  outbox: msg`Mails and webhook calls erased`,
  bookings: msg`Booked calls erased`,
  funnel_counts: msg`Funnel counters naming the address as their campaign, now counted without it`,
  mailbox_caps: msg`Mail limits of the mailbox erased`,
  lead_notes: msg`Staff notes erased or cleared of the address`,
  lead_history: msg`Staff history lines erased or cleared of the address`,
  lead_work: msg`Staff next steps and owners erased or cleared of the address`,
};
