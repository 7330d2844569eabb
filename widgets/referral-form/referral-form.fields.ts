/**
 * The referral form's fields as the visitor sees them: the groups' legends, what the browser
 * may fill in and the confirmation's text. The fields, their order, kinds and limits and the
 * labels are the contract's.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ReferralTextField, referralFields } from "../../contract/referral/fields.ts";

/** The groups of text fields under their legends, in the contract's order; the confirmation follows them. */
export const groups: readonly { legend: MessageDescriptor; fields: readonly ReferralTextField[] }[] = [
  { legend: msg`Your details`, fields: referralFields.referrer },
  { legend: msg`The person you recommend`, fields: referralFields.referred },
];

/**
 * The checkbox's text: the declaration in full. The field's label
 * (contract/referral/field-labels.ts) names the fact staff read, and is what an error about
 * the checkbox calls it.
 */
export const confirmation = msg`I confirm this person agreed to be contacted by us`;

/** What the browser may fill in: the visitor's own details; the referred person's are not theirs, so "off". */
export const autoCompletes: Partial<Record<ReferralTextField, string>> = { name: "name", email: "email", companyName: "organization" };
