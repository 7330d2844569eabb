/**
 * A lead's answers as the rows of the agency's mail: each field's label and value read the
 * way the staff inbox and the staff CLI read them (`columnLabels` and `columnText` in
 * contract/lead/columns/), so a field is called and shown the same in all three. Free of
 * the mail's rendering, so the repository's checks compare it with the CLI's reading.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { type InquiryColumn, inquiryColumnFields } from "../../contract/inquiry/columns.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { columnLabels } from "../../contract/lead/columns/labels.ts";
import { type ColumnTextContext, columnText } from "../../contract/lead/columns/text.ts";
import { isLocale } from "../../contract/locales.ts";
import { type ReferralColumn, referralColumnFields } from "../../contract/referral/columns.ts";
import type { Referral } from "../../contract/referral/wire.ts";

/** What each kind of lead holds as the form sent it. */
export interface LeadOf {
  inquiries: Inquiry;
  referrals: Referral;
}
/** The kinds of lead the agency is mailed about, by their table's name in the contract's maps. */
export type MailedKind = keyof LeadOf;

/** The columns each kind of lead is stored in. */
interface Columns {
  inquiries: InquiryColumn;
  referrals: ReferralColumn;
}

const columnFields: { readonly [K in MailedKind]: Readonly<Record<Columns[K], keyof LeadOf[K]>> } = {
  inquiries: inquiryColumnFields,
  referrals: referralColumnFields,
};
/** A form's answers hold no source and no reward, so they read the same whichever origins are our own. */
const answersContext = (i18n: I18n): ColumnTextContext => ({ locale: isLocale(i18n.locale) ? i18n.locale : "en", siteOrigins: new Set() });

const labelsOf: { readonly [K in MailedKind]: Readonly<Record<Columns[K], MessageDescriptor>> } = columnLabels;

/**
 * The lead's answers as label/value rows in the form's order, in `i18n`'s language: a
 * choice by the label the visitor saw, a flag as yes or no, anything else as typed.
 */
export function leadRows<K extends MailedKind>(i18n: I18n, kind: K, lead: LeadOf[K]): [label: string, value: string][] {
  const fields: Readonly<Record<Columns[K], keyof LeadOf[K]>> = columnFields[kind];
  const labels: Readonly<Record<Columns[K], MessageDescriptor>> = labelsOf[kind];
  const context = answersContext(i18n);
  return (Object.keys(fields) as Columns[K][]).map((column) => {
    const value = lead[fields[column]];
    return [i18n._(labels[column]), columnText(i18n, column, { [column]: value }, context) ?? String(value ?? "")];
  });
}
