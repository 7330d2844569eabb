/**
 * `npm run leads -- <command>`: the staff CLI for the leads in D1, local by default or
 * `--remote`; docs/staff-cli.md is its guide. Exit status: 0 done, 1 the command could not
 * be done (`CommandError`), 2 bad arguments (`UsageError`).
 */
import { createInterface } from "node:readline/promises";
import { langIn } from "./leads/args.ts";
import { runCommand } from "./leads/commands.ts";
import { databaseRunner, localFilesHolding, vacuumLocal } from "./leads/d1.ts";
import { CommandError, UsageError } from "./leads/errors.ts";
import { terminalColumns, wrapLines } from "./leads/format.ts";
import { helpText } from "./leads/help.ts";
import { agencyLocale } from "./leads/io.ts";
import { usageMessages } from "./leads/messages.ts";
import { parseCommandLine } from "./leads/parse.ts";
import { cliText } from "./leads/texts.ts";
import { readWranglerVars } from "./wrangler-vars.ts";

/**
 * The environment with wrangler.toml's `[vars]` filled in where unset, so the CLI speaks the
 * agency's language, knows the site's URL and renders a referrer's mail as the Worker would.
 */
function commandEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  let vars: Record<string, string>;
  try {
    vars = readWranglerVars(new URL("../wrangler.toml", import.meta.url).pathname);
  } catch {
    // No wrangler.toml (a copy of the scripts alone): English, the labels' source text, and no site.
    return env;
  }
  const unset = Object.entries(vars).filter(([name]) => !env[name]?.trim());
  return { ...env, ...Object.fromEntries(unset) };
}

/** A y/N question on the terminal: only "y" or "yes" is a yes. */
async function confirm(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

/**
 * Writes an error to stderr: wrapped to the terminal when a person reads it there, left on
 * one line for a log or a pipe (where a line break would split what grep finds).
 */
function complain(message: string): void {
  const lines = process.stderr.isTTY ? wrapLines(message, terminalColumns(process.stderr.columns) - 1) : [message];
  process.stderr.write(`${lines.join("\n")}\n`);
}

async function main(argv: readonly string[]): Promise<number> {
  // `--lang` wins over AGENCY_LOCALE for everything this run says, a refused command line too.
  const chosen = langIn(argv);
  const env = chosen ? { ...commandEnv(process.env), AGENCY_LOCALE: chosen } : commandEnv(process.env);
  try {
    const { command, target } = parseCommandLine(argv);
    if (command.name === "help") {
      const words = await cliText(agencyLocale(env));
      process.stdout.write(`${helpText(words, terminalColumns(process.stdout.columns) - 1)}\n`);
      return 0;
    }
    await runCommand(
      {
        run: databaseRunner(target),
        ...(target.remote ? {} : { vacuum: () => vacuumLocal(target), filesHolding: async (holds) => localFilesHolding(target, holds) }),
        out: (text) => process.stdout.write(text),
        warn: complain,
        now: new Date(),
        columns: terminalColumns(process.stdout.columns),
        // Only someone at a terminal can answer; a script gets a refusal that asks for --yes.
        ...(process.stdin.isTTY ? { confirm } : {}),
        env,
      },
      command,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof CommandError)) throw err;
    // Every refusal in the agency's language, as the commands speak.
    const words = await cliText(agencyLocale(env));
    complain(`leads: ${err.textIn(words.i18n)}`);
    if (err instanceof CommandError) return 1;
    // The reason alone: the whole usage would scroll it out of sight.
    complain(words.t(usageMessages.seeHelp));
    return 2;
  }
}

// A reader that stops early (`show <id> | head`) closes the pipe: what it did not read is
// not wanted, so the CLI ends quietly instead of with a stack trace.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code !== "EPIPE") throw err;
  process.exit(0);
});

// exitCode, not exit(): a large export must finish flushing to a pipe first.
process.exitCode = await main(process.argv.slice(2));
