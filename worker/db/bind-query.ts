import type { Query } from "./staff-queries.ts";

/** A shared statement (see staff-queries.ts) bound to D1. */
export function bindQuery(db: D1Database, query: Query): D1PreparedStatement {
  return db.prepare(query.sql).bind(...query.params);
}
