import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErasureCounts } from "../../contract/staff.ts";

/** What erasure does to a place's rows: most go, some stay without the person. */
type Fate = "erase" | "keepForReferrer" | "replaceMention" | "countWithout" | "eraseOrClear";

const fateOf: Record<keyof ErasureCounts, Fate> = {
  project_inquiries: "erase",
  referrals: "erase",
  referrals_anonymised: "keepForReferrer",
  mentions_replaced: "replaceMention",
  newsletter_subscribers: "erase",
  outbox: "erase",
  bookings: "erase",
  funnel_counts: "countWithout",
  mailbox_caps: "erase",
  lead_notes: "eraseOrClear",
  lead_history: "eraseOrClear",
  lead_work: "eraseOrClear",
};

/** Each fate as what will happen (the preview, read before confirming) and as what happened (the report). */
const fates: Record<Fate, { will: MessageDescriptor; did: MessageDescriptor }> = {
  erase: { will: msg`To be erased`, did: msg`Erased` },
  keepForReferrer: {
    will: msg`To be kept for the referrer without the person's details`,
    did: msg`Kept for the referrer without the person's details`,
  },
  replaceMention: { will: msg`The mention to be replaced by [removed]`, did: msg`The mention replaced by [removed]` },
  countWithout: { will: msg`To be counted without the campaign`, did: msg`Now counted without the campaign` },
  eraseOrClear: { will: msg`To be erased or cleared of the address`, did: msg`Erased or cleared of the address` },
};

/** What happens to each place (the place's name is the contract's `erasurePlaceLabels`), before or after. */
export function fateLabel(place: keyof ErasureCounts, tense: "will" | "did"): MessageDescriptor {
  return fates[fateOf[place]][tense];
}
