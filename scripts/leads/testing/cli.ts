/**
 * Runs commands of `npm run leads` in the tests without a database: the test answers each
 * batch of SQL itself and reads what the command printed.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { mailboxKey } from "../../../contract/email.ts";
import { runCommand } from "../commands.ts";
import type { RunSql } from "../d1.ts";
import { CommandError } from "../errors.ts";
import { agencyLocale } from "../io.ts";
import { cliText } from "../texts.ts";

/** A command as `runCommand` takes it. */
export type AnyCommand = Parameters<typeof runCommand>[1];

/**
 * What `command` prints at 80 columns on 2026-05-04 10:30 Vienna time, in the language of
 * `env` (`AGENCY_LOCALE`), with `run` answering its SQL. A refusal rejects with its error.
 */
export async function say(env: NodeJS.ProcessEnv, run: RunSql, command: AnyCommand): Promise<string> {
  let out = "";
  await runCommand({ run, out: (text) => (out += text), now: new Date("2026-05-04T08:30:00.000Z"), env, columns: 80 }, command);
  return out;
}

/** The message a refused `command` gives in the language of `env`, as the CLI prints it, or "" when it was done. */
export const refusalMessage = (env: NodeJS.ProcessEnv, run: RunSql, command: AnyCommand): Promise<string> =>
  say(env, run, command).then(
    () => "",
    async (err: Error) => (err instanceof CommandError ? err.textIn((await cliText(agencyLocale(env))).i18n) : err.message),
  );

/** What `mailbox_caps.mailbox` holds for `email`, computed here apart from the Worker's own code. */
export const capHash = (email: string): string => createHash("sha256").update(mailboxKey(email)).digest("hex");

/** A local database at `file` as `npm run db:migrate` makes it: every migration, in order. */
export function migratedDatabase(file: string): void {
  const migrations = new URL("../../../worker/migrations/", import.meta.url);
  const db = new DatabaseSync(file);
  try {
    for (const name of readdirSync(migrations)
      .filter((n) => n.endsWith(".sql"))
      .sort())
      db.exec(readFileSync(new URL(name, migrations), "utf8"));
  } finally {
    db.close();
  }
}
