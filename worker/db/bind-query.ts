import type { Query, RunQueries } from "./staff-queries.ts";

/** A shared statement (see staff-queries.ts) bound to D1. */
export function bindQuery(db: D1Database, query: Query): D1PreparedStatement {
  return db.prepare(query.sql).bind(...query.params);
}

/**
 * Runs statements on `db` as one D1 batch (one transaction), answering each statement's rows
 * in order: how the Worker runs the shared statements the staff CLI runs as SQL text.
 */
export function d1Batch(db: D1Database): RunQueries {
  return async (queries) => {
    const results = await db.batch<Record<string, unknown>>(queries.map((q) => bindQuery(db, q)));
    return results.map((r) => r.results);
  };
}
