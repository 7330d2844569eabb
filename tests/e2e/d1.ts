import { isBusy, localDatabaseFiles, runLocalSql } from "../../scripts/leads/d1.ts";

const API_PORT = process.env.E2E_API_PORT ?? "8787";

/** Quotes a value for SQL text: the only way values enter the statements below. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Reads (or changes) the e2e server's local D1 (the state of scripts/e2e-server.ts) the way
 * the staff CLI reads a local database: the SQLite file itself, through node:sqlite, in
 * milliseconds. A `wrangler d1 execute` per query cost seconds of CPU and blocked the test's
 * worker meanwhile, long enough for a page's own timers (a success view's 5 s) to run out.
 * Returns the first statement's rows.
 */
export function queryD1<T>(sql: string): T[] {
  const files = localDatabaseFiles({ remote: false, persistTo: `.wrangler/e2e-${API_PORT}` });
  if (files.length !== 1) throw new Error(`expected one local D1 database under .wrangler/e2e-${API_PORT}, found ${files.length}`);
  for (let attempt = 1; ; attempt++) {
    try {
      return runLocalSql(files[0]!, sql)[0] as T[];
    } catch (err) {
      // wrangler dev holding the lock for longer than SQLite's own 2 s wait: once more.
      if (attempt >= 3 || !isBusy(String(err))) throw err;
    }
  }
}
