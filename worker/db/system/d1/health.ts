/** Whether D1 answers and holds the schema, for the health check. */

/**
 * Reads the row the first migration writes. Resolves to false when the database is
 * unreachable or not migrated, so the health check can answer instead of throwing.
 */
export async function isDatabaseReady(db: D1Database): Promise<boolean> {
  try {
    const row = await db.prepare("SELECT value FROM app_meta WHERE key = ?1").bind("schema").first<{ value: string }>();
    return row !== null;
  } catch {
    return false;
  }
}
