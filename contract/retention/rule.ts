/** The shape every table's retention follows, and the rule shared by the tables that take an Idempotency-Key. */
import type { PersonalMatch } from "../lead/personal-match.ts";
import type { CutoffName, MonthsSetting } from "./periods.ts";
import type { NamedTimeColumn } from "./words.ts";

/**
 * How long rows of one kind are kept: a fixed number of days, calendar months from a
 * setting, or no period of their own (`lead`: they go with the lead they belong to; `kept`:
 * they stay while their state lasts, and each state change moves them under another rule).
 */
export type RetentionPeriod = { days: number } | { months: MonthsSetting; wholeDays?: true } | "lead" | "kept";

/** Rows whose `column` holds `equals`; `null` picks the rows where it is not set. */
export interface RowMatch<Column extends string = string> {
  column: Column;
  equals: string | null;
}

/**
 * Which rows a rule covers, in words or by their status: a rule that picks one status takes
 * its words from the table's `statusRows`, so the value is written once.
 */
type RuleRows<Column extends string> =
  | {
      /** Which rows, in words (the documentation's table), for rows no status names. */
      rows: string;
      /** When the rule covers only some rows: which. */
      where?: RowMatch<Column>;
    }
  | { rows?: undefined; where: { column: Column & "status"; equals: string } };

/**
 * One kind of row and what happens to it. Rules are data, never SQL: the statements that
 * apply them are built in one place, so a rule cannot smuggle in a condition the
 * documentation's table does not show.
 */
export type RetentionRule<Column extends string = string> = RuleRows<Column> & {
  /** `delete` the rows, or `clear` only `columns` (the row itself stays), or `keep` them. */
  action: "delete" | "clear" | "keep";
  columns?: readonly Column[];
  period: RetentionPeriod;
  /** The columns the period counts from: the first of them that is set. */
  countedFrom?: readonly [Column, ...Column[]];
  /** The job's cutoff that applies this rule (every rule with a period of its own has one). */
  cutoff?: CutoffName;
  why: string;
};

/**
 * A rule as a table declares it: the documentation names the first column its period counts
 * from by that column's name in `countedFromNames`, so a column without one does not compile.
 */
export type DeclaredRule<Column extends string> = RetentionRule<Column> & { countedFrom?: readonly NamedTimeColumn[] };

export interface TableRetention<Column extends string = string> {
  /** What the table holds: `personal` data, rendered `mail` (and webhook bodies), or `none`. */
  holds: "personal" | "mail" | "none";
  /**
   * EVERY column of the table with what it can hold of a person. A test fails when a
   * migration adds a column that is not here, so no personal value can be stored where
   * erasure and the retention job do not look.
   */
  columns: Readonly<Record<Column, PersonalMatch>>;
  /** The table's rows are leads: the outbox rows naming one in `lead_id` go with it. */
  leads?: true;
  /**
   * The columns of a second person a row holds beside the one it belongs to (a referral's
   * referred contact): erasing that person replaces these with `[removed]` and keeps the
   * row, which stays the first person's.
   */
  secondPerson?: readonly Column[];
  /** What the rows of each `status` are, in words: the `rows` of a rule that picks one. */
  statusRows?: Readonly<Record<string, string>>;
  rules: readonly RetentionRule<Column>[];
  /** For `none`: why the table needs no rule. */
  why?: string;
}

/**
 * A table's retention, checked so that every column a rule or `secondPerson` names is one
 * of its `columns`: only `columns` says which names exist.
 */
export function tableRetention<const Column extends string>(
  table: Omit<TableRetention<NoInfer<Column>>, "columns" | "rules"> & {
    columns: Readonly<Record<Column, PersonalMatch>>;
    rules: readonly DeclaredRule<NoInfer<Column>>[];
  },
): TableRetention<Column> {
  return table;
}

/** Client retries arrive within seconds or minutes; a week covers a visitor who retries the next day. */
const IDEMPOTENCY_DAYS = 7;

type IdempotencyColumn = "idempotency_key" | "idempotency_body_hash" | "created_at";

export const idempotencyRule = (what: string): DeclaredRule<IdempotencyColumn> => ({
  rows: `Idempotency-Key of every ${what}`,
  action: "clear",
  columns: ["idempotency_key", "idempotency_body_hash"],
  period: { days: IDEMPOTENCY_DAYS },
  countedFrom: ["created_at"],
  cutoff: "idempotencyKeys",
  // The key only lets a client's retry answer the first row instead of storing it twice,
  // and the body hash only tells such a retry from another submission under the same key.
  // Nobody retries a week later, and the hash of a submission could confirm a guess of its
  // content: both go once they can no longer serve their purpose. (A retry after that would
  // be stored as a new row, which staff see and can delete.)
  why: "only a client's retry needs it; the body hash could confirm a guess of the content",
});
