/** What a D1 error means, read from its message. */

/** D1 surfaces SQLite's constraint errors as plain Errors; the message is the only signal. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed/i.test(err.message);
}
