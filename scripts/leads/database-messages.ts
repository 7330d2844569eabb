/**
 * The staff CLI's refusals about the database itself, as descriptors of the `staff-cli`
 * catalog. `{output}` is the tool's own text (wrangler, node:sqlite), kept as it came.
 */
import type { MessageDescriptor } from "@lingui/core";

export const databaseMessages = {
  noLocalDatabase: /*i18n*/ {
    id: "cli.database.noLocal",
    message: "no local D1 database in {dir} (wrangler keeps it in {files}): check the path; a new one is made by {command}",
  },
  notMigrated: /*i18n*/ { id: "cli.database.notMigrated", message: "the database is not migrated (no such table: {table}): run {command}" },
  wranglerFailed: /*i18n*/ { id: "cli.database.wranglerFailed", message: "wrangler d1 execute failed: {output}" },
  noOutput: /*i18n*/ { id: "cli.database.noOutput", message: "no output" },
  vacuumFailed: /*i18n*/ { id: "cli.database.vacuumFailed", message: "VACUUM failed: {output}" },
  stayedBusy: /*i18n*/ {
    id: "cli.database.stayedBusy",
    message:
      "the local database stayed busy after {tries} attempts (another program holds its lock: npm start, wrangler dev or a second leads command): try again in a moment. Last error: {output}",
  },
} satisfies Record<string, MessageDescriptor>;
