import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { attributionLabels as contractAttributionLabels } from "../contract/attribution-labels.ts";
import { metaColumnLabels } from "../contract/field-labels.ts";
import { columnChoiceLabel, columnFlagLabel, columnLabels as columnLabelsOf, siteSourceLabel } from "../contract/lead-columns.ts";
import { statusLabels as contractStatusLabels } from "../contract/lifecycles.ts";
import { deliveryStateLabels, languageLabels as contractLanguageLabels, leadKindLabels } from "../contract/staff-words.ts";

/** The lead statuses in words: the contract's, which the staff CLI shares. */
export const statusLabels: Readonly<Record<string, MessageDescriptor>> = contractStatusLabels;

/** The kinds of lead in words: the contract's, which the CLI shares. */
export const typeLabels: Readonly<Record<string, MessageDescriptor>> = leadKindLabels;

/** What a delivery is, and how far it got: the contract's, which the CLI's `show` shares. */
export const deliveryStatusLabels: Readonly<Record<string, MessageDescriptor>> = deliveryStateLabels;

/** The attribution's keys in words (the contract's, which the mails, the CLI and the export share); a key not listed shows as stored. */
export const attributionLabels: Readonly<Record<string, MessageDescriptor>> = contractAttributionLabels;

export const channelLabels: Record<string, MessageDescriptor> = { mail: msg`Mail`, webhook: msg`Webhook` };

/** What each stored column of a lead of `type` is called (the contract's field labels); columns not listed are not shown as sent data. */
export function columnLabels(type: "inquiry" | "referral"): Record<string, MessageDescriptor> {
  return { ...columnLabelsOf[type === "inquiry" ? "inquiries" : "referrals"], ...metaColumnLabels };
}

/** The inbox's language as the contract's amounts are written in it. */
export const staffLocale = (i18n: Pick<I18n, "locale">): "en" | "de" => (i18n.locale === "en" ? "en" : "de");

/** The reply languages in words, each in the reader's language: the contract's, which the mails share. */
export const languageLabels: Readonly<Record<string, MessageDescriptor>> = contractLanguageLabels;

/**
 * A lead's source as staff read it: the site's own origin means the visitor came straight to the
 * website, which staff know as the website, not as an address. The inbox runs on that same origin.
 */
export function sourceLabel(i18n: I18n, source: string | null | undefined): string {
  if (!source) return i18n._(msg`Unknown`);
  return source === globalThis.location?.origin ? i18n._(siteSourceLabel) : source;
}

/** A stored value as staff read it: a choice's label (staff do not think in codes), yes/no for flags. */
export function columnValue(i18n: I18n, column: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (column === "locale") return label(i18n, languageLabels, String(value));
  if (column === "source") return sourceLabel(i18n, String(value));
  const choice = columnChoiceLabel(i18n, column, value);
  if (choice !== undefined) return choice || String(value);
  return columnFlagLabel(i18n, column, value) ?? String(value);
}

/** A label of one of these maps, or the code itself for a value the map does not know. */
export function label(i18n: I18n, labels: Readonly<Record<string, MessageDescriptor>>, code: string): string {
  const descriptor = labels[code];
  return descriptor ? i18n._(descriptor) : code;
}
