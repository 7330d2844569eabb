import type { MessageDescriptor } from "@lingui/core";
import { type InquiryColumn, inquiryColumnFields } from "../../inquiry/columns.ts";
import { inquiryFieldLabels, type OptionField, optionFields } from "../../inquiry/field-labels.ts";
import { type ReferralColumn, referralColumnFields } from "../../referral/columns.ts";
import { referralFieldLabels } from "../../referral/field-labels.ts";
import { referralFieldDeclarations } from "../../referral/fields.ts";
import { type MetaColumn, metaColumnLabels } from "../field-labels.ts";

const isOptionField = (field: string): field is OptionField => Object.hasOwn(optionFields, field);

/** The lead columns that hold a questionnaire choice, and the choice each holds. */
export const optionColumns: Readonly<Record<string, OptionField>> = Object.fromEntries(
  Object.entries(inquiryColumnFields).flatMap(([column, field]) => (isOptionField(field) ? [[column, field]] : [])),
);

const labelled = <C extends string, F extends string>(columns: Readonly<Record<C, F>>, labels: Readonly<Record<F, MessageDescriptor>>) =>
  Object.fromEntries(Object.entries<F>(columns).map(([column, field]) => [column, labels[field]])) as Readonly<
    Record<C, MessageDescriptor>
  >;

/** The columns that hold what a form asked, with the field's label, per lead table. */
export const columnLabels: {
  readonly inquiries: Readonly<Record<InquiryColumn, MessageDescriptor>>;
  readonly referrals: Readonly<Record<ReferralColumn, MessageDescriptor>>;
} = {
  inquiries: labelled(inquiryColumnFields, inquiryFieldLabels),
  referrals: labelled(referralColumnFields, referralFieldLabels),
};

/** Each shown column's name for staff (field labels plus language and source): one name in inbox, CLI and export. */
export const staffColumnLabels: {
  readonly inquiries: Readonly<Record<InquiryColumn | MetaColumn, MessageDescriptor>>;
  readonly referrals: Readonly<Record<ReferralColumn | MetaColumn, MessageDescriptor>>;
} = {
  inquiries: { ...columnLabels.inquiries, ...metaColumnLabels },
  referrals: { ...columnLabels.referrals, ...metaColumnLabels },
};

/** The lead columns that hold a flag, stored as 1 or 0. */
export const flagColumns: ReadonlySet<string> = new Set(
  Object.entries(referralColumnFields).flatMap(([column, field]) => ("flag" in referralFieldDeclarations[field] ? [column] : [])),
);

/** What a lead column holds: a choice's code, a flag, or anything read as stored. */
export type ColumnKind = "choice" | "flag" | "stored";

export function columnKind(column: string): ColumnKind {
  if (Object.hasOwn(optionColumns, column)) return "choice";
  return flagColumns.has(column) ? "flag" : "stored";
}

/** `columns` with each choice followed by `<column>_label`, the export's layout. */
export function withLabelColumns(columns: readonly string[]): string[] {
  return columns.flatMap((c) => (c in optionColumns ? [c, `${c}_label`] : [c]));
}
