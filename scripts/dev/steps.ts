/**
 * The steps before `wrangler dev` (build, migrations) run with their output kept back:
 * one line each when they succeed, everything they printed when they fail.
 */
import { spawn } from "node:child_process";

export interface StepOutput {
  ok: boolean;
  output: string;
  seconds: number;
}

/** Runs `command` with `args`, collecting stdout and stderr together. */
export function runQuietly(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<StepOutput> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

/** The lines of a build's output worth a look on success: its own warnings. */
export function buildWarnings(output: string): string[] {
  return output.split("\n").filter((line) => /^warning\b/i.test(line.trim()));
}

/**
 * One line for `wrangler d1 migrations apply`: which migrations it applied, or that the
 * database was up to date. Wrangler redraws its table while it works; only the names count.
 */
export function migrationSummary(output: string): string {
  if (/No migrations to apply/.test(output)) return "local database up to date";
  const applied = [...new Set(output.match(/\d{4}_[\w-]+\.sql(?=\s*│\s*✅)/g) ?? [])];
  return applied.length ? `local database: applied ${applied.join(", ")}` : "local database migrated";
}
