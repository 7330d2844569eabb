/** What a D1 error means, read from its message. */

/** Whether D1 raised `err` (its messages start with its own code, `D1_ERROR: …`). */
export function isD1Error(err: unknown): boolean {
  return err instanceof Error && /^D1_\w*ERROR\b/.test(err.message);
}

/** D1 surfaces SQLite's constraint errors as plain Errors; the message is the only signal. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed/i.test(err.message);
}

/**
 * SQLite could not take its lock: another connection was writing (locally, a test or the
 * staff CLI reading wrangler dev's database file at that moment). The statement or batch
 * ran as nothing, so running it again is safe. Locally the lock can also fail a moment
 * later, when D1 asks for the session's commit token ("Failed to get session commit
 * token", SQLITE_BUSY underneath); miniflare then rolls the writes back.
 */
export function isBusy(err: unknown): boolean {
  return err instanceof Error && isBusyMessage(err.message);
}

/** `isBusy` for a message alone: the staff CLI reads it from wrangler's or node:sqlite's output. */
export function isBusyMessage(message: string): boolean {
  return /SQLITE_BUSY|database is locked|Failed to get session commit token/i.test(message);
}
