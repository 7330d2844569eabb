import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type OptionField, optionLabel } from "../contract/option-labels.ts";

/** The lead statuses in words. */
export const statusLabels: Record<string, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  booked: msg`Call booked`,
  won: msg`Won`,
  lost: msg`Lost`,
  rewarded: msg`Rewarded`,
  declined: msg`Declined`,
};

export const typeLabels: Record<string, MessageDescriptor> = {
  inquiry: msg`Inquiry`,
  referral: msg`Referral`,
};

export const rewardLabels: Record<string, MessageDescriptor> = {
  discount: msg`Discount on a project`,
  gift_card: msg`Gift card`,
};

/** What a delivery is, and how far it got. */
export const deliveryStatusLabels: Record<string, MessageDescriptor> = {
  pending: msg`Waiting`,
  sent: msg`Delivered`,
  dead: msg`Failed`,
};

export const channelLabels: Record<string, MessageDescriptor> = { mail: msg`Mail`, webhook: msg`Webhook` };

// The field labels the agency's notification mails use (the Worker's catalog, ids shared).
const field = (id: string, message: string): MessageDescriptor => ({ id, message });

/** What each stored column of a lead is called; columns not listed are not shown as sent data. */
export const columnLabels: Record<string, MessageDescriptor> = {
  project_type: field("field.projectType", "Project type"),
  project_description: field("field.projectDescription", "Project description"),
  project_timeline: field("field.projectTimeline", "Timeline"),
  company_name: field("field.companyName", "Company"),
  company_size: field("field.companySize", "Company size"),
  industry: field("field.industry", "Industry"),
  contact_name: field("field.name", "Name"),
  contact_email: field("field.email", "Email"),
  contact_phone: field("field.phone", "Phone"),
  name: field("field.referrerName", "Referrer"),
  email: field("field.referrerEmail", "Referrer’s email"),
  referral_name: field("field.referralName", "Referred person"),
  referral_email: field("field.referralEmail", "Referred person’s email"),
  referral_company: field("field.referralCompany", "Referred company"),
  contact_confirmed: field("field.contactConfirmed", "Agreed to be contacted"),
  locale: field("field.language", "Reply language"),
  source: field("field.source", "Source"),
};

const optionColumns: Record<string, OptionField> = {
  project_type: "projectType",
  project_timeline: "projectTimeline",
  company_size: "companySize",
};

/** A stored value as staff read it: a choice's label beside its code, yes/no for flags. */
export function columnValue(i18n: I18n, column: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  const option = optionColumns[column];
  if (option) {
    const label = optionLabel(i18n, option, String(value));
    return label && label !== value ? `${label} (${String(value)})` : String(value);
  }
  if (column === "contact_confirmed") return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  return String(value);
}

/** A label of one of these maps, or the code itself for a value the map does not know. */
export function label(i18n: I18n, labels: Record<string, MessageDescriptor>, code: string): string {
  const descriptor = labels[code];
  return descriptor ? i18n._(descriptor) : code;
}
