/** The schema this code expects, held against the migrations D1 has applied. */
import { migrationNames } from "../statements/migration-list.ts";

/**
 * Every migration in worker/migrations, in order: the schema this code expects. Listed at
 * build time from the folder itself (scripts/migration-list.mjs), so a new migration is
 * expected as soon as its file exists.
 */
export const expectedMigrations: readonly string[] = migrationNames;

/**
 * The migrations this code expects that D1 has not applied, by file name, in order; empty
 * when the database is up to date. Wrangler records each applied migration in
 * `d1_migrations`; a database without that table has applied none through wrangler.
 */
export async function pendingMigrations(db: D1Database): Promise<string[]> {
  let applied: Set<string>;
  try {
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    applied = new Set(results.map((r) => r.name));
  } catch (err) {
    if (!/no such table/i.test(String(err))) throw err;
    applied = new Set();
  }
  return expectedMigrations.filter((name) => !applied.has(name));
}

/** What to run when D1 lacks a migration: printed where the Worker logs (the `npm start` terminal). */
export const MIGRATE_HINT =
  "D1 lacks a migration this code expects: run `npm run db:migrate` (deployed: `npx wrangler d1 migrations apply agency-leads --remote`).";

/** True for the error SQLite gives for a table or column a pending migration adds. */
export function isMissingSchema(err: unknown): boolean {
  return /no such (table|column)|has no column named/i.test(String(err instanceof Error ? err.message : err));
}
