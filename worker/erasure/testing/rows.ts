/**
 * One person's data spread over every place erasure reads, as rows read back would hold it,
 * with someone else's lead beside that mentions them: the plan's and the report's tests
 * decide on these.
 */
import type { AddressRows } from "../rows.ts";

export const anna = "anna@x.de";
export const annaHash = "hash-of-anna";

export function annaRows(): AddressRows {
  return {
    inquiries: [
      { id: "i-anna", contact_email: "ANNA@X.DE", contact_name: "Anna Huber", project_description: "a shop" },
      { id: "i-bob", contact_email: "bob@y.de", contact_name: "Bob", project_description: "ask Anna Huber, anna@x.de", industry: "" },
    ],
    referrals: [
      { id: "r-made", email: "anna+ref@x.de", name: "Anna Huber", referral_email: "carl@z.de", referral_name: "Carl" },
      { id: "r-named", email: "dora@z.de", name: "Dora", referral_email: "anna@x.de", referral_name: "Anna H." },
    ],
    subscribers: [
      { id: "s-anna", email: "Anna@x.de" },
      { id: "s-eve", email: "eve@x.de" },
    ],
    outbox: [
      { id: "o-own", lead_id: "i-anna", recipient: "agency@ours.test", message: "{}" },
      { id: "o-to", lead_id: "i-bob", recipient: "bob@y.de,anna@x.de", message: "{}" },
      { id: "o-about", lead_id: "gone", recipient: "agency@ours.test", message: JSON.stringify({ html: "anna&#64;x.de" }) },
      { id: "o-other", lead_id: "i-bob", recipient: "bob@y.de", message: JSON.stringify({ text: "hanna@x.de" }) },
    ],
    bookings: [
      { id: "b-own", uid: "uid-1", lead_id: "i-anna", attendee_email: "anna@x.de" },
      { id: "b-unmatched", uid: "uid-2", lead_id: null, attendee_email: "ANNA@x.de" },
      { id: "b-bob", uid: "uid-3", lead_id: "i-bob", attendee_email: "bob@y.de" },
    ],
    funnel: [
      { day: "2026-11-01", source: "/", campaign: "mail to anna@x.de", lang: "en", event: "open", step: 0, count: 3 },
      { day: "2026-11-01", source: "/", campaign: "spring", lang: "en", event: "open", step: 0, count: 9 },
    ],
    caps: [
      { mailbox: annaHash, purpose: "acknowledgement" },
      { mailbox: annaHash, purpose: "confirmation" },
      { mailbox: "someone-else", purpose: "acknowledgement" },
    ],
    notes: [
      { id: "n-own", lead_id: "i-anna", body: "called" },
      { id: "n-bob", lead_id: "i-bob", body: "Bob knows anna@x.de" },
    ],
    history: [{ id: "h-bob", lead_id: "i-bob", detail: JSON.stringify({ note: "cc anna@x.de" }) }],
    work: [
      { lead_id: "i-anna", next_step_text: "call back" },
      { lead_id: "r-named", next_step_text: "send voucher" },
      { lead_id: "i-bob", next_step_text: "write anna@x.de" },
    ],
  };
}
