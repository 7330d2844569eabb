import type { MessageDescriptor } from "@lingui/core";

// Each form's own field labels live in inquiry/field-labels.ts and referral/field-labels.ts,
// so a form's widget downloads only its labels.

/**
 * What the Worker stores beside the fields of either form, as the agency's mails and the
 * staff inbox and CLI call it: the language to answer in and where the lead came from.
 */
export type MetaColumn = "locale" | "source";
export const metaColumnLabels: Readonly<Record<MetaColumn, MessageDescriptor>> = {
  locale: /*i18n*/ { id: "field.language", message: "Reply language" },
  source: /*i18n*/ { id: "field.source", message: "Source" },
};

/**
 * What the Worker records of every lead on arrival, by its column, as the agency's mails
 * name it: when the lead came, and its id.
 */
export const recordColumnLabels: Readonly<Record<"created_at" | "id", MessageDescriptor>> = {
  created_at: /*i18n*/ { id: "field.receivedAt", message: "Received" },
  id: /*i18n*/ { id: "field.leadId", message: "Lead ID" },
};
