import { inquiryColumnFields } from "../../inquiry/columns.ts";
import { referralColumnFields } from "../../referral/columns.ts";
import type { projectInquiriesRetention, referralsRetention } from "../../retention/leads.ts";
import type { newsletterSubscribersRetention } from "../../retention/newsletter.ts";
import type { LeadTableKind } from "../ids.ts";

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
