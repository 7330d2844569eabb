/**
 * A statement as text with numbered parameters (`?1`, `?2`, ...) and their values: how every
 * statement the staff inbox and the staff CLI share is written. The Worker binds it to D1
 * (`bindQuery`, `d1Batch`); the CLI, which reaches D1 through `wrangler d1 execute` (SQL text
 * only), inlines it through its one escaping adapter (scripts/leads/sql.ts).
 */

export type SqlParam = string | number | null;

/** One statement and the values of its numbered parameters, in order. */
export interface Query {
  sql: string;
  params: readonly SqlParam[];
}

/**
 * Runs `queries` as one batch (one transaction) and resolves to each one's rows, in order:
 * the Worker's runner binds them to D1 (`d1Batch`), the staff CLI's inlines them for wrangler.
 */
export type RunQueries = (queries: readonly Query[]) => Promise<readonly (readonly Record<string, unknown>[])[]>;

/**
 * The part of D1 the runners use, named by its shape: the CLI's type program (which has no
 * Workers types) reads this module for `Query`, and a D1Database fits it as it is.
 */
interface Binder<Statement> {
  prepare(sql: string): { bind(...values: SqlParam[]): Statement };
}
interface Batcher<Statement> extends Binder<Statement> {
  batch<Row>(statements: Statement[]): Promise<readonly { results: Row[] }[]>;
}

/** A shared statement bound to D1. */
export function bindQuery<Statement>(db: Binder<Statement>, query: Query): Statement {
  return db.prepare(query.sql).bind(...query.params);
}

/**
 * Runs statements on `db` as one D1 batch (one transaction), answering each statement's rows
 * in order: how the Worker runs the shared statements the staff CLI runs as SQL text.
 */
export function d1Batch<Statement>(db: Batcher<Statement>): RunQueries {
  return async (queries) => {
    const results = await db.batch<Record<string, unknown>>(queries.map((q) => bindQuery(db, q)));
    return results.map((r) => r.results);
  };
}
