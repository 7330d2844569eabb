/**
 * The retention job's statements, built from the rules' data (contract/retention/): the
 * rules name columns and values, and only this module turns them into SQL, with every
 * value (status or cutoff) a bound parameter. Timestamps are UTC ISO strings, so they
 * compare as text with the cutoffs.
 */
import type { CutoffName, RetentionCutoffs } from "../../../../contract/retention/periods.ts";
import type { RetentionRule, RowMatch, TableRetention } from "../../../../contract/retention/rule.ts";
import type { Query, SqlParam } from "../../system/statements/query.ts";

/** One statement of the job, with the table it changes and whether it deletes rows or clears columns. */
export interface RetentionQuery extends Query {
  table: string;
  action: "delete" | "clear";
}

type Rules = Readonly<Record<string, TableRetention>>;

/** A rule with a period of its own: its cutoff, and the columns the period counts from. */
type TimedRule = RetentionRule & { cutoff: CutoffName; countedFrom: readonly [string, ...string[]] };

function timed(rule: RetentionRule): rule is TimedRule {
  return typeof rule.period !== "string" && rule.cutoff !== undefined && rule.countedFrom !== undefined;
}

/** Numbers one statement's values as ?1, ?2, ...: a value used twice (a cutoff, a status) is one parameter. */
class Parameters {
  readonly values: SqlParam[] = [];
  private readonly keys: string[] = [];
  private readonly cutoffs: RetentionCutoffs;

  // Not a parameter property: the CLI loads statements under Node's type stripping, which lacks them.
  constructor(cutoffs: RetentionCutoffs) {
    this.cutoffs = cutoffs;
  }

  cutoff(name: CutoffName): string {
    return this.of(`cutoff:${name}`, this.cutoffs[name]);
  }

  value(value: string): string {
    return this.of(`value:${value}`, value);
  }

  private of(key: string, value: SqlParam): string {
    if (!this.keys.includes(key)) {
      this.keys.push(key);
      this.values.push(value);
    }
    return `?${this.keys.indexOf(key) + 1}`;
  }
}

const ageOf = (columns: readonly [string, ...string[]]) => (columns.length === 1 ? columns[0] : `COALESCE(${columns.join(", ")})`);

const matching = ({ column, equals }: RowMatch, params: Parameters) =>
  equals === null ? `${column} IS NULL` : `${column} = ${params.value(equals)}`;

/** The SQL condition "this rule's rows, past its cutoff". */
function expired(rule: TimedRule, params: Parameters): string {
  const where = rule.where && matching(rule.where, params);
  const past = `${ageOf(rule.countedFrom)} < ${params.cutoff(rule.cutoff)}`;
  return where ? `(${where} AND ${past})` : past;
}

/** Rows that go with their lead: those naming a lead that any deleting rule of a lead table is about to delete. */
function withExpiringLeads(table: string, rules: Rules, cutoffs: RetentionCutoffs): RetentionQuery {
  const params = new Parameters(cutoffs);
  const expiring = Object.entries(rules)
    .filter(([, t]) => t.leads)
    .map(([leadTable, t]) => {
      const conditions = t.rules.filter((r): r is TimedRule => r.action === "delete" && timed(r)).map((r) => expired(r, params));
      return `SELECT id FROM ${leadTable} WHERE ${conditions.join(" OR ")}`;
    });
  const sql = `DELETE FROM ${table} WHERE lead_id IN (${expiring.join(" UNION ALL ")})`;
  return { table, action: "delete", sql, params: params.values };
}

function deleteExpired(table: string, rule: TimedRule, cutoffs: RetentionCutoffs): RetentionQuery {
  const params = new Parameters(cutoffs);
  const sql = `DELETE FROM ${table} WHERE ${expired(rule, params)}`;
  return { table, action: "delete", sql, params: params.values };
}

function clearExpired(table: string, rule: TimedRule, cutoffs: RetentionCutoffs): RetentionQuery {
  const params = new Parameters(cutoffs);
  const columns = rule.columns ?? [];
  // Only rows that still hold something count as cleared, so the log says what changed.
  const sql =
    `UPDATE ${table} SET ${columns.map((c) => `${c} = NULL`).join(", ")} ` +
    `WHERE ${expired(rule, params)} AND (${columns.map((c) => `${c} IS NOT NULL`).join(" OR ")})`;
  return { table, action: "clear", sql, params: params.values };
}

/**
 * Every statement of one run, in the order they must run: the rows of expiring leads first
 * (so none is left pointing at a lead that is gone, and a pending or dead mail does not
 * outlive the lead whose data it carries), then each rule's deletion, and idempotency data
 * last (so a row deleted in the same run is not also counted as cleared).
 */
export function retentionQueries(rules: Rules, cutoffs: RetentionCutoffs): RetentionQuery[] {
  const withLeads: RetentionQuery[] = [];
  const deletions: RetentionQuery[] = [];
  const clears: RetentionQuery[] = [];
  for (const [table, retention] of Object.entries(rules)) {
    for (const rule of retention.rules) {
      if (rule.action === "delete" && rule.period === "lead") withLeads.push(withExpiringLeads(table, rules, cutoffs));
      else if (rule.action === "delete" && timed(rule)) deletions.push(deleteExpired(table, rule, cutoffs));
      else if (rule.action === "clear" && timed(rule)) clears.push(clearExpired(table, rule, cutoffs));
    }
  }
  return [...withLeads, ...deletions, ...clears];
}
