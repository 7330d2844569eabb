/** The shape every table's retention follows, and the rule shared by the tables that take an Idempotency-Key. */
import type { PersonalMatch } from "../lead/personal-match.ts";
import type { CutoffName, MonthsSetting } from "./periods.ts";
import type { NamedTimeColumn } from "./words.ts";

/**
 * How long rows are kept: fixed days, months from a setting, `lead` (they go with their lead)
 * or `kept` (while their state lasts; a state change moves them under another rule).
 */
export type RetentionPeriod = { days: number } | { months: MonthsSetting; wholeDays?: true } | "lead" | "kept";

/** Rows whose `column` holds `equals`; `null` picks the rows where it is not set. */
export interface RowMatch<Column extends string = string> {
  column: Column;
  equals: string | null;
}

/** Which rows a rule covers; one picking a status takes its words from `statusRows`, written once. */
type RuleRows<Column extends string> =
  | {
      /** Which rows, in words (the documentation's table), for rows no status names. */
      rows: string;
      /** When the rule covers only some rows: which. */
      where?: RowMatch<Column>;
    }
  | { rows?: undefined; where: { column: Column & "status"; equals: string } };

/** One kind of row and its fate. Data, never SQL, so a rule cannot hide a condition the documentation does not show. */
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

/** A rule as declared: its period's first column must have a name in `countedFromNames`, or it does not compile. */
export type DeclaredRule<Column extends string> = RetentionRule<Column> & { countedFrom?: readonly NamedTimeColumn[] };

export interface TableRetention<Column extends string = string> {
  /** What the table holds: `personal` data, rendered `mail` (and webhook bodies), or `none`. */
  holds: "personal" | "mail" | "none";
  /** Every column with what it can hold of a person; a test fails for a migration's column missing here. */
  columns: Readonly<Record<Column, PersonalMatch>>;
  /** The table's rows are leads: the outbox rows naming one in `lead_id` go with it. */
  leads?: true;
  /** A second person's columns (a referral's referred contact): erasing that person sets them `[removed]`, keeping the row. */
  secondPerson?: readonly Column[];
  /** What the rows of each `status` are, in words: the `rows` of a rule that picks one. */
  statusRows?: Readonly<Record<string, string>>;
  rules: readonly RetentionRule<Column>[];
  /** For `none`: why the table needs no rule. */
  why?: string;
}

/** A table's retention, checked so every column a rule or `secondPerson` names is one of its `columns`. */
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
  // The key and body hash only serve a client's retry, and the hash could confirm a guess of
  // a submission's content, so both go after a week (a later retry is stored as a new row).
  why: "only a client's retry needs it; the body hash could confirm a guess of the content",
});
