/** The contract's labels as the inbox reads them: columns, options and amounts in the inbox's language. */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { staffColumnLabels } from "../contract/lead/columns/labels.ts";
import { columnText } from "../contract/lead/columns/text.ts";
import { tableKindOf } from "../contract/lead/ids.ts";
import type { LeadKind } from "../contract/lead/lifecycles.ts";
import { type AgencyLocale, toAgencyLocale } from "../contract/locales.ts";

/** What each stored column of a lead of `type` is called (the contract's field labels); columns not listed are not shown as sent data. */
export function columnLabels(type: LeadKind): Readonly<Record<string, MessageDescriptor>> {
  return staffColumnLabels[tableKindOf(type)];
}

/** The inbox's language as the contract's amounts are written in it. */
export const staffLocale = (i18n: Pick<I18n, "locale">): AgencyLocale => toAgencyLocale(i18n.locale);

/** The inbox runs on the site's own origin, so that origin is the website. */
const inboxOrigins = (): ReadonlySet<string> => new Set(globalThis.location ? [globalThis.location.origin] : []);

/**
 * A stored value as staff read it: a choice's label (staff do not think in codes), yes/no
 * for flags, a language by name, a reward with its worth, the website by name; "" for none.
 */
export function columnValue(i18n: I18n, column: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  const stored = String(value);
  return columnText(i18n, column, { [column]: value }, { locale: staffLocale(i18n), siteOrigins: inboxOrigins() }) || stored;
}

/** A lead's source as staff read it ("Unknown" when it came without one). */
export function sourceLabel(i18n: I18n, source: string | null | undefined): string {
  return columnText(i18n, "source", { source }, { locale: staffLocale(i18n), siteOrigins: inboxOrigins() }) ?? "";
}

/** A label of one of the contract's maps, or the code itself for a value the map does not know. */
export function label<K extends string>(i18n: I18n, labels: Readonly<Record<K, MessageDescriptor>>, code: string): string {
  return Object.hasOwn(labels, code) ? i18n._(labels[code as K]) : code;
}
