import type { MessageDescriptor } from "@lingui/core";

// Each form's own field labels live in inquiry/field-labels.ts and referral/field-labels.ts,
// so a form's widget downloads only its labels.

/** The columns stored beside either form's fields (reply language, source), as mails, inbox and CLI name them. */
export type MetaColumn = "locale" | "source";
export const metaColumnLabels: Readonly<Record<MetaColumn, MessageDescriptor>> = {
  locale: /*i18n*/ { id: "field.language", message: "Reply language" },
  source: /*i18n*/ { id: "field.source", message: "Source" },
};

/** The columns recorded on arrival (when, id), as the agency's mails name them. */
export const recordColumnLabels: Readonly<Record<"created_at" | "id", MessageDescriptor>> = {
  created_at: /*i18n*/ { id: "field.receivedAt", message: "Received" },
  id: /*i18n*/ { id: "field.leadId", message: "Lead ID" },
};
