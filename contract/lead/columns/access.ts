import { inquiryColumnFields } from "../../inquiry/columns.ts";
import { referralColumnFields } from "../../referral/columns.ts";
import type { projectInquiriesRetention, referralsRetention } from "../../retention/leads.ts";
import type { newsletterSubscribersRetention } from "../../retention/newsletter.ts";
import type { LeadTableKind } from "../ids.ts";

/** `internal`: the API's bookkeeping or a secret, never shown to staff. */
export type ColumnAccess = "shown" | "internal";

type AccessOf<R extends { columns: object }> = Readonly<Record<Extract<keyof R["columns"], string>, ColumnAccess>>;

// Staff work with the answers, so every field's column is shown.
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
 * Every column of each lead table (a Worker test and the typecheck fail for one missing).
 * The booking token is internal because whoever holds it can book in that lead's name.
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

/** `columns` without the internal ones; undeclared columns (the export's staff work) stay. */
export const staffColumns = (kind: LeadTableKind, columns: readonly string[]): string[] =>
  columns.filter((column) => accessOf(kind, column) !== "internal");

/** A stored row with only its columns declared shown: a new column stays hidden until declared. */
export function staffLeadRow(kind: LeadTableKind, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => accessOf(kind, column) === "shown"));
}
