/**
 * The referral form's fields as data: their groups and order, the input kinds and the
 * confirmation's text. The labels are the contract's.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { limits } from "../../contract/limits.ts";
import { type ReferralField, requiredReferralFields } from "../../contract/referral-fields.ts";

/** What the form holds: the contract's fields, with the confirmation as a checkbox. */
export interface ReferralValues {
  name: string;
  email: string;
  companyName: string;
  referralName: string;
  referralEmail: string;
  referralCompany: string;
  confirmed: boolean;
}

export const emptyReferral: ReferralValues = {
  name: "",
  email: "",
  companyName: "",
  referralName: "",
  referralEmail: "",
  referralCompany: "",
  confirmed: false,
};

export type ReferralTextField = Exclude<ReferralField, "confirmed">;

/** The two groups of the form, in the contract's order. */
export const referralGroups: readonly { legend: MessageDescriptor; fields: readonly ReferralTextField[] }[] = [
  { legend: msg`Your details`, fields: ["name", "email", "companyName"] },
  { legend: msg`The person you recommend`, fields: ["referralName", "referralEmail", "referralCompany"] },
];

/** Every field in the order the form shows it (the first invalid one gets the focus). */
export const referralFieldOrder: readonly ReferralField[] = [...referralGroups.flatMap((g) => g.fields), "confirmed"];

export const isRequired = (field: ReferralField) => requiredReferralFields.includes(field);

/**
 * The checkbox's text: the declaration in full. The field's label (contract/field-labels.ts)
 * names the fact staff read, and is what an error about the checkbox calls it.
 */
export const confirmation = msg`I confirm this person agreed to be contacted by us`;

export const inputs: Record<ReferralTextField, { type: "text" | "email"; autoComplete: string; maxLength: number }> = {
  name: { type: "text", autoComplete: "name", maxLength: limits.name },
  email: { type: "email", autoComplete: "email", maxLength: limits.email },
  companyName: { type: "text", autoComplete: "organization", maxLength: limits.companyName },
  // The referred person's details are not the visitor's own: no autofill.
  referralName: { type: "text", autoComplete: "off", maxLength: limits.name },
  referralEmail: { type: "email", autoComplete: "off", maxLength: limits.email },
  referralCompany: { type: "text", autoComplete: "off", maxLength: limits.companyName },
};
