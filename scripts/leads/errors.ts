/** The staff CLI's two failures, which the entry point turns into its exit status: bad arguments (2), a command that could not be done (1). */

/** A bad command line: the CLI prints the message and the usage, exit status 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The command was understood but cannot be done (unknown id, refused move, wrangler failed): exit status 1. */
export class CommandError extends Error {
  override name = "CommandError";
}

/** The database has no lead tables yet. */
export class NotMigratedError extends CommandError {
  override name = "NotMigratedError";
}
