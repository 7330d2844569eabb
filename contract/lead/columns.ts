import type { I18n, MessageDescriptor } from "@lingui/core";
import { type InquiryColumn, inquiryColumnFields } from "../inquiry/columns.ts";
import { inquiryFieldLabels, type OptionField, optionFields, optionLabel } from "../inquiry/field-labels.ts";
import type { Locale } from "../locales.ts";
import { isLocale } from "../locales.ts";
import { type ReferralColumn, referralColumnFields } from "../referral/columns.ts";
import { referralFieldLabels } from "../referral/field-labels.ts";
import { referralFieldDeclarations } from "../referral/fields.ts";
import type { projectInquiriesRetention, referralsRetention } from "../retention/leads.ts";
import type { newsletterSubscribersRetention } from "../retention/newsletter.ts";
import { formatReward, isRewardChoice, type RewardChoice, rewardAmount } from "../reward.ts";
import { languageLabels } from "../staff/words.ts";
import { type MetaColumn, metaColumnLabels } from "./field-labels.ts";
import type { LeadTableKind } from "./ids.ts";

/** The columns that name a person: whom staff contact, by name, company and address. */
export interface PersonColumns<C extends string = string> {
  readonly name: C;
  readonly company: C;
  readonly email: C;
}

/**
 * Whom each lead is about: an inquiry's contact; a referral's person recommended (whom
 * staff call) and its referrer beside. The one map of who is who: the search by name,
 * company or address (the inbox's and the CLI's alike), the inbox's lines, the digest, the
 * erasure's preview and a lead's page all read it.
 */
export const personColumns = {
  inquiries: { person: { name: "contact_name", company: "company_name", email: "contact_email" } },
  referrals: {
    person: { name: "referral_name", company: "referral_company", email: "referral_email" },
    referrer: { name: "name", company: "company_name", email: "email" },
  },
} as const satisfies {
  inquiries: { person: PersonColumns<InquiryColumn> };
  referrals: { person: PersonColumns<ReferralColumn>; referrer: PersonColumns<ReferralColumn> };
};

/** Every column that names someone in a lead of `kind`: its person's, then its referrer's. */
export function personColumnsOf(kind: keyof typeof personColumns): string[] {
  const { person, referrer }: { person: PersonColumns; referrer?: PersonColumns } = personColumns[kind];
  return [person, referrer].flatMap((who) => (who ? [who.name, who.company, who.email] : []));
}

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

/**
 * What staff call each column of a lead they read as its data, per lead table: the form's
 * field labels and the lead's reply language and source. The inbox's lead page, the CLI's
 * `show` and the export's header all read these, so a column has one name everywhere.
 */
export const staffColumnLabels: {
  readonly inquiries: Readonly<Record<InquiryColumn | MetaColumn, MessageDescriptor>>;
  readonly referrals: Readonly<Record<ReferralColumn | MetaColumn, MessageDescriptor>>;
} = {
  inquiries: { ...columnLabels.inquiries, ...metaColumnLabels },
  referrals: { ...columnLabels.referrals, ...metaColumnLabels },
};

/** The lead columns that hold a flag (a field the form declares one, stored as 1 or 0): staff read it as yes or no. */
export const flagColumns: ReadonlySet<string> = new Set(
  Object.entries(referralColumnFields).flatMap(([column, field]) => ("flag" in referralFieldDeclarations[field] ? [column] : [])),
);

/** What a lead column holds, for its readers: a choice's code, a flag, or anything else as stored. */
export type ColumnKind = "choice" | "flag" | "stored";

export function columnKind(column: string): ColumnKind {
  if (Object.hasOwn(optionColumns, column)) return "choice";
  return flagColumns.has(column) ? "flag" : "stored";
}

const flagLabels: Readonly<Record<0 | 1, MessageDescriptor>> = {
  1: /*i18n*/ { id: "flag.yes", message: "yes" },
  0: /*i18n*/ { id: "flag.no", message: "no" },
};

/** A stored flag as yes or no; a value that is neither as stored. */
function flagText(i18n: Pick<I18n, "_">, value: unknown): string {
  if (value === 1 || value === "1" || value === true) return i18n._(flagLabels[1]);
  if (value === 0 || value === "0" || value === false) return i18n._(flagLabels[0]);
  return String(value ?? "");
}

/** A lead's `source` when it is our own website: staff know it as the website, not as an address. */
export const siteSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.site", message: "Website (direct)" };

export const partnerSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.partner", message: "Partner {partner}" };
// An API client sends no browser origin, so a lead can come without a source.
export const unknownSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.unknown", message: "Unknown" };

/**
 * Where the reader stands: the language amounts are written in, which origins are our own
 * website, and the partner by name when the reader knows it (the agency's mail does).
 */
export interface ColumnTextContext {
  readonly locale: Locale;
  readonly siteOrigins: ReadonlySet<string>;
  readonly partner?: string;
}

// Anything stored that is not our website is a partner (its id, or the origin it sent
// from), so the inbox, the CLI, the exports, the mails and the funnel all say "Partner X".
function sourceText(i18n: Pick<I18n, "_">, source: unknown, context: ColumnTextContext): string {
  if (context.partner) return i18n._({ ...partnerSourceLabel, values: { partner: context.partner } });
  if (source === null || source === undefined || source === "") return i18n._(unknownSourceLabel);
  const stored = String(source);
  return context.siteOrigins.has(stored) ? i18n._(siteSourceLabel) : i18n._({ ...partnerSourceLabel, values: { partner: stored } });
}

const rewardNames: Readonly<Record<RewardChoice, MessageDescriptor>> = {
  discount: /*i18n*/ { id: "reward.discount", message: "Discount {amount}" },
  gift_card: /*i18n*/ { id: "reward.gift_card", message: "Gift card {amount}" },
};

/** A chosen reward in words with what it is worth ("Gutschein 250 €"); "" for no choice. */
function rewardText(i18n: Pick<I18n, "_">, locale: Locale, reward: unknown): string {
  if (!isRewardChoice(reward)) return "";
  return i18n._({ ...rewardNames[reward], values: { amount: formatReward(rewardAmount(reward), locale) } });
}

/** `columns` with each choice followed by `<column>_label`: as every export writes them. */
export function withLabelColumns(columns: readonly string[]): string[] {
  return columns.flatMap((c) => (c in optionColumns ? [c, `${c}_label`] : [c]));
}

function choiceText(i18n: Pick<I18n, "_">, column: string, value: unknown): string | undefined {
  const field = Object.hasOwn(optionColumns, column) ? optionColumns[column] : undefined;
  return field ? optionLabel(i18n, field, String(value ?? "")) : undefined;
}

/**
 * What `row[column]` reads as to staff, in `i18n`'s language: where the lead came from, a
 * reply language by its name, a reward with what it is worth, a choice by the label the
 * visitor saw ("" for "not answered"), a flag as yes or no; undefined for a column whose
 * value reads as stored (and a language we do not write in). The one reading of a stored
 * value that the agency's mail, the inbox, every export and the CLI share.
 */
export function columnText(
  i18n: Pick<I18n, "_">,
  column: string,
  row: Readonly<Record<string, unknown>>,
  context: ColumnTextContext,
): string | undefined {
  const value = row[column];
  if (column === "source") return sourceText(i18n, value, context);
  if (column === "reward") return rewardText(i18n, context.locale, value);
  if (column === "locale") {
    const code = String(value ?? "");
    return isLocale(code) ? i18n._(languageLabels[code]) : undefined;
  }
  if (columnKind(column) === "flag") return flagText(i18n, value);
  return choiceText(i18n, column, value);
}

/** Whether staff may read a lead table's column (`shown`), or it is the API's bookkeeping or a secret (`internal`). */
export type ColumnAccess = "shown" | "internal";

type AccessOf<R extends { columns: object }> = Readonly<Record<Extract<keyof R["columns"], string>, ColumnAccess>>;

// What a visitor answered is what staff work with, so every field's column is shown.
const shownAnswers = <C extends string>(columns: Readonly<Record<C, unknown>>) =>
  Object.fromEntries(Object.keys(columns).map((column) => [column, "shown"])) as Record<C, "shown">;

/** The columns every lead a form sends has (an inquiry's, a referral's). */
const formLeadColumns = {
  id: "shown",
  created_at: "shown",
  locale: "shown",
  source: "shown",
  idempotency_key: "internal",
  idempotency_body_hash: "internal",
  status: "shown",
  status_changed_at: "shown",
  attribution: "shown",
  campaign: "shown",
} as const;

/**
 * EVERY column of each lead table, staff-visible or internal (a Worker test fails for a
 * column the migrations create that is not here; typecheck fails for one the declaration
 * of personal data lacks). Internal: the Idempotency-Key and the hash that tells a retry
 * from a reused key; the newsletter's token hashes; an inquiry's booking token (whoever
 * holds it can book a call in that lead's name, so a spreadsheet passed around must not
 * carry it). A lead's page, the CLI's `show` and every export leave them out (the CLI's
 * `--all-columns` asks for them).
 */
export const leadColumnAccess = {
  inquiries: {
    ...formLeadColumns,
    booking_token: "internal",
    ...shownAnswers(inquiryColumnFields),
    hidden_fields: "shown",
  },
  referrals: {
    ...formLeadColumns,
    ...shownAnswers(referralColumnFields),
  },
  subscribers: {
    id: "shown",
    email: "shown",
    locale: "shown",
    source: "shown",
    status: "shown",
    confirm_token_hash: "internal",
    unsubscribe_token_hash: "internal",
    created_at: "shown",
    confirmation_sent_at: "shown",
    confirmed_at: "shown",
    unsubscribed_at: "shown",
  },
} as const satisfies {
  inquiries: AccessOf<typeof projectInquiriesRetention>;
  referrals: AccessOf<typeof referralsRetention>;
  subscribers: AccessOf<typeof newsletterSubscribersRetention>;
};

const accessOf = (kind: LeadTableKind, column: string): ColumnAccess | undefined => {
  const declared: Readonly<Record<string, ColumnAccess>> = leadColumnAccess[kind];
  return Object.hasOwn(declared, column) ? declared[column] : undefined;
};

/** The columns of any lead table declared internal. */
export const internalColumns: ReadonlySet<string> = new Set(
  Object.values(leadColumnAccess).flatMap((columns) =>
    Object.entries<ColumnAccess>(columns).flatMap(([column, access]) => (access === "internal" ? [column] : [])),
  ),
);

/**
 * `columns` of a `kind` table's export without its internal ones. A column list also holds
 * the export's added columns (the staff's work), which no table declares, so here only a
 * declared `internal` drops a column; the Worker test keeps every table column declared.
 */
export const staffColumns = (kind: LeadTableKind, columns: readonly string[]): string[] =>
  columns.filter((column) => accessOf(kind, column) !== "internal");

/**
 * A stored row of a `kind` table as staff may read it: only its columns declared shown, so
 * a column a migration adds stays hidden until it is declared.
 */
export function staffLeadRow(kind: LeadTableKind, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => accessOf(kind, column) === "shown"));
}
