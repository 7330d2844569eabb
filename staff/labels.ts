import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { attributionLabels as contractAttributionLabels } from "../contract/attribution-labels.ts";
import { metaColumnLabels } from "../contract/field-labels.ts";
import { columnChoiceLabel, columnLabels as columnLabelsOf } from "../contract/lead-columns.ts";
import { statusLabels as contractStatusLabels } from "../contract/lifecycles.ts";

/** The lead statuses in words: the contract's, which the staff CLI shares. */
export const statusLabels: Readonly<Record<string, MessageDescriptor>> = contractStatusLabels;

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
  retrying: msg`Being retried`,
  sent: msg`Delivered`,
  dead: msg`Failed`,
};

/** A delivery's state in plain words: a pending one that already failed once is being retried. */
export const deliveryState = (d: { status: string; attempts: number }) =>
  d.status === "pending" && d.attempts > 0 ? "retrying" : d.status;

/** The attribution's keys in words (the contract's, which the mails, the CLI and the export share); a key not listed shows as stored. */
export const attributionLabels: Readonly<Record<string, MessageDescriptor>> = contractAttributionLabels;

export const channelLabels: Record<string, MessageDescriptor> = { mail: msg`Mail`, webhook: msg`Webhook` };

/** What each stored column of a lead of `type` is called (the contract's field labels); columns not listed are not shown as sent data. */
export function columnLabels(type: "inquiry" | "referral"): Record<string, MessageDescriptor> {
  return { ...columnLabelsOf[type === "inquiry" ? "inquiries" : "referrals"], ...metaColumnLabels };
}

/** The reply languages in words, each in the reader's language. */
export const languageLabels: Record<string, MessageDescriptor> = { de: msg`German`, en: msg`English` };

/**
 * A lead's source as staff read it: the site's own origin means the visitor came straight to the
 * website, which staff know as the website, not as an address. The inbox runs on that same origin.
 */
export function sourceLabel(i18n: I18n, source: string | null | undefined): string {
  if (!source) return i18n._(msg`Unknown`);
  return source === globalThis.location?.origin ? i18n._(msg`Website (direct)`) : source;
}

/** A stored value as staff read it: a choice's label (staff do not think in codes), yes/no for flags. */
export function columnValue(i18n: I18n, column: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (column === "locale") return label(i18n, languageLabels, String(value));
  if (column === "source") return sourceLabel(i18n, String(value));
  const choice = columnChoiceLabel(i18n, column, value);
  if (choice !== undefined) return choice || String(value);
  if (column === "contact_confirmed") return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  return String(value);
}

/** A label of one of these maps, or the code itself for a value the map does not know. */
export function label(i18n: I18n, labels: Record<string, MessageDescriptor>, code: string): string {
  const descriptor = labels[code];
  return descriptor ? i18n._(descriptor) : code;
}
