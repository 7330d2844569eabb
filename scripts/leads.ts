/**
 * `npm run leads -- <command>`: the staff's tool for the leads in D1 (local by default,
 * `--remote` for the deployed database). `npm run leads -- --help` lists the commands;
 * docs/staff-cli.md shows examples.
 *
 * Exit status: 0 done, 1 the command could not be done (unknown id, refused move, no
 * database in the --persist-to directory, database not migrated, a row forget could not
 * erase, wrangler failed), 2 bad arguments.
 */
import { runCommand } from "./leads/commands.ts";
import { wranglerRunner } from "./leads/d1.ts";
import { CommandError, UsageError } from "./leads/errors.ts";
import { parseCommandLine, usage } from "./leads/parse.ts";

async function main(argv: readonly string[]): Promise<number> {
  try {
    const { command, target } = parseCommandLine(argv);
    if (command.name === "help") {
      process.stdout.write(`${usage}\n`);
      return 0;
    }
    await runCommand(
      { run: wranglerRunner(target), out: (text) => process.stdout.write(text), now: new Date(), columns: process.stdout.columns },
      command,
    );
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`leads: ${err.message}\n\n${usage}\n`);
      return 2;
    }
    if (err instanceof CommandError) {
      process.stderr.write(`leads: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

// exitCode, not exit(): a large export must finish flushing to a pipe first.
process.exitCode = await main(process.argv.slice(2));
