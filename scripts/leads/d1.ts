/**
 * Runs SQL on the lead database: the deployed one through `wrangler d1 execute --remote`, so
 * wrangler keeps the credentials; a local one through node:sqlite on its SQLite file, one
 * transaction per command as wrangler would, without wrangler's seconds of start-up.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isBusyMessage } from "../../worker/cli.ts";
import { databaseMessages } from "./database-messages.ts";
import { CommandError, NotMigratedError } from "./errors.ts";

/** Which database: the deployed one, or a local one (wrangler's default state or `--persist-to`). */
export interface Target {
  remote: boolean;
  /** Local state directory, as the user typed it (relative to their working directory). */
  persistTo?: string;
}

export type Row = Record<string, unknown>;

/** Runs `sql` (one or more statements, one D1 batch) and resolves to each statement's rows. */
export type RunSql = (sql: string) => Promise<Row[][]>;

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const wrangler = resolve(root, "node_modules/wrangler/bin/wrangler.js");

interface WranglerResult {
  results?: Row[];
  success?: boolean;
}

/**
 * The absolute path of a file or directory the user named on the command line (an
 * `--out` file, a `--persist-to` directory). Relative to the directory the user called
 * from: `npm run` runs the script in the package root, but tells it where it was called
 * from in INIT_CWD (only trusted when npm ran this very script, not when an outer
 * `npm test` left it in the environment).
 */
export function callerPath(path: string, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  const from = env.npm_lifecycle_event === "leads" && env.INIT_CWD ? env.INIT_CWD : cwd;
  return resolve(from, path);
}

/** Where wrangler keeps a local D1 database under a state directory. */
const D1_DIR = join("v3", "d1", "miniflare-D1DatabaseObject");

/**
 * Refuses a state directory without a D1 database: wrangler would create an empty one
 * there (and then report it as not migrated), so a typo would leave a stray database
 * behind instead of saying that the path is wrong.
 */
export function assertLocalDatabase(dir: string): void {
  let files: string[];
  try {
    files = readdirSync(join(dir, D1_DIR));
  } catch {
    files = [];
  }
  if (!files.some((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")) {
    throw new CommandError(databaseMessages.noLocalDatabase, {
      dir,
      files: join(dir, D1_DIR, "*.sqlite"),
      command: `npm run db:migrate -- --persist-to ${dir}`,
    });
  }
}

/**
 * Rewrites every local D1 database file under `target`'s state directory (VACUUM, then the
 * WAL truncated), so rows deleted from it no longer sit in free pages or the WAL. Done on
 * the file itself: `wrangler d1 execute` runs every command inside a transaction, where
 * SQLite refuses VACUUM. In a child Node process, so node:sqlite's experimental warning
 * stays out of this command's output. Only for a local target: D1 cannot be vacuumed.
 */
export function vacuumLocal(target: Target): Promise<void> {
  const files = localDatabaseFiles(target);
  const script = `const { DatabaseSync } = require("node:sqlite");
for (const file of process.argv.slice(1)) {
  const db = new DatabaseSync(file, { timeout: 10000 });
  try { db.exec("VACUUM"); db.exec("PRAGMA wal_checkpoint(TRUNCATE)"); } finally { db.close(); }
}`;
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, ["--no-warnings", "-e", script, ...files], { encoding: "utf8" }, (error, _out, stderr) =>
      error ? reject(new CommandError(databaseMessages.vacuumFailed, { output: stderr.trim() || error.message })) : resolvePromise(),
    );
  });
}

/**
 * The local database files (with their WAL and shared-memory files) whose bytes, read as
 * UTF-8 text, `holds` accepts: the byte check after an erasure, which only a local
 * database allows (a deployed D1 has no file to read).
 */
export function localFilesHolding(target: Target, holds: (text: string) => boolean): string[] {
  return localDatabaseFiles(target)
    .flatMap((file) => [file, `${file}-wal`, `${file}-shm`])
    .filter((file) => {
      try {
        return holds(readFileSync(file, "utf8"));
      } catch {
        return false;
      }
    });
}

/** The command that migrates a database without tables, for where it lives. */
function migrateCommand(target: Target): string {
  if (target.remote) return "npx wrangler d1 migrations apply agency-leads --remote";
  if (target.persistTo) return `npm run db:migrate -- --persist-to ${callerPath(target.persistTo)}`;
  return "npm run db:migrate";
}

/** A failed statement's error, naming the tool's output: `NotMigratedError` when a lead table is missing. */
function failure(text: string, target: Target): CommandError {
  const table = /no such table: (\w+)/.exec(text);
  if (table) {
    return new NotMigratedError(databaseMessages.notMigrated, { table: table[1] ?? "", command: migrateCommand(target) });
  }
  return new CommandError(databaseMessages.wranglerFailed, { output: text.trim() || { text: databaseMessages.noOutput } });
}

/**
 * A `RunSql` for `target`. Wrangler runs from the repository root, so its wrangler.toml
 * and default local state are found from any working directory; a `--persist-to`
 * directory is resolved first (see `callerPath`) and must hold a database.
 */
function wranglerRunner(target: Target): RunSql {
  const dir = target.persistTo === undefined ? undefined : callerPath(target.persistTo);
  if (dir) assertLocalDatabase(dir);
  const location = target.remote ? ["--remote"] : ["--local", ...(dir ? ["--persist-to", dir] : [])];
  const once = (sql: string): Promise<Row[][]> =>
    new Promise((resolvePromise, reject) => {
      execFile(
        process.execPath,
        [wrangler, "d1", "execute", "agency-leads", "--json", ...location, "--command", sql],
        {
          cwd: root,
          env: { WRANGLER_SEND_METRICS: "false", ...process.env },
          maxBuffer: 512 * 1024 * 1024,
          encoding: "utf8",
        },
        (error, stdout, stderr) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(stdout);
          } catch {
            parsed = undefined;
          }
          // With --json, wrangler prints its error as {"error":{"text":...}} on stdout.
          if (parsed && typeof parsed === "object" && "error" in parsed) {
            const text = (parsed as { error?: { text?: unknown } }).error?.text;
            reject(failure(String(text ?? stdout), target));
            return;
          }
          if (error || !Array.isArray(parsed)) {
            reject(failure(`${stderr}\n${stdout}`, target));
            return;
          }
          resolvePromise((parsed as WranglerResult[]).map((result) => result.results ?? []));
        },
      );
    });
  return (sql) => (target.remote ? once(sql) : retryWhileBusy(() => once(sql)));
}

/** The local D1 database files under a state directory (wrangler's default one without `persistTo`). */
export function localDatabaseFiles(target: Target): string[] {
  const dir = join(target.persistTo === undefined ? join(root, ".wrangler", "state") : callerPath(target.persistTo), D1_DIR);
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Splits a batch of SQL statements at the semicolons that end them, not at those inside a
 * string literal ('...', quotes doubled), a quoted name ("..." or `...` or [...]) or a
 * comment. The CLI's own SQL (sql.ts) has no trigger bodies, the one SQLite construct
 * with semicolons inside a statement.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const closeAt = (close: string, from: number) => {
    const end = sql.indexOf(close, from);
    return end === -1 ? sql.length : end + close.length;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === "`") {
      // A doubled quote inside is two literals in a row to this scan: same result.
      i = closeAt(c, i + 1);
    } else if (c === "[") {
      i = closeAt("]", i + 1);
    } else if (c === "-" && sql[i + 1] === "-") {
      i = closeAt("\n", i + 2);
    } else if (c === "/" && sql[i + 1] === "*") {
      i = closeAt("*/", i + 2);
    } else if (c === ";") {
      statements.push(sql.slice(start, i));
      start = ++i;
    } else {
      i++;
    }
  }
  statements.push(sql.slice(start));
  return statements.filter((statement) => statement.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|\s/g, "") !== "");
}

interface SqliteStatement {
  all(): Row[];
}
interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}
type SqliteModule = { DatabaseSync: new (path: string, options: { timeout: number }) => SqliteDatabase };

let sqlite: SqliteModule | undefined;
/**
 * node:sqlite, loaded without its one-time "experimental" warning on stderr (staff and
 * scripts read this command's stderr; nothing else of ours emits warnings then).
 */
function loadSqlite(): SqliteModule {
  if (sqlite) return sqlite;
  // Node emits it synchronously from the require (and prints it a tick later): drop just that one.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === "string" ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    sqlite = createRequire(import.meta.url)("node:sqlite") as SqliteModule;
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

/**
 * Runs `sql` on a local D1 database file in one transaction (committed only if every
 * statement succeeded) and returns each statement's rows in order, as `wrangler d1
 * execute` does. SQLite itself waits up to 2 s for a lock another program holds (wrangler
 * dev storing a lead); past that it fails with "database is locked". Synchronous: the
 * e2e tests read their server's database with it too (tests/e2e/d1.ts).
 */
export function runLocalSql(file: string, sql: string): Row[][] {
  const { DatabaseSync } = loadSqlite();
  const db = new DatabaseSync(file, { timeout: 2000 });
  try {
    db.exec("BEGIN");
    try {
      const results = splitStatements(sql).map((statement) =>
        db
          .prepare(statement)
          .all()
          .map((row) => ({ ...row })),
      );
      db.exec("COMMIT");
      return results;
    } catch (err) {
      db.exec("ROLLBACK");
      throw err;
    }
  } finally {
    db.close();
  }
}

/** A `RunSql` on the local database file; a busy database is tried again (`retryWhileBusy`). */
function sqliteRunner(file: string, target: Target): RunSql {
  const once = async (sql: string): Promise<Row[][]> => {
    try {
      return runLocalSql(file, sql);
    } catch (err) {
      throw failure(err instanceof Error ? err.message : String(err), target);
    }
  };
  return (sql) => retryWhileBusy(() => once(sql));
}

/**
 * The `RunSql` for `target`: the local database file through node:sqlite where there is
 * exactly one, else wrangler (the deployed database; or a local state without a database,
 * where wrangler makes the empty one that then reports "not migrated", as before).
 */
export function databaseRunner(target: Target): RunSql {
  if (!target.remote) {
    if (target.persistTo !== undefined) assertLocalDatabase(callerPath(target.persistTo));
    const files = localDatabaseFiles(target);
    if (files.length === 1) return sqliteRunner(files[0]!, target);
  }
  return wranglerRunner(target);
}

/** Pauses between attempts on a busy database, doubling: six attempts over about 3 s. */
const BUSY_BACKOFF_MS: readonly number[] = [100, 200, 400, 800, 1600];

/**
 * Runs `attempt`, again after a growing pause while it fails because the local database
 * is busy, and gives up with a message that says so.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof CommandError) || !isBusy(err.message)) throw err;
      const pause = BUSY_BACKOFF_MS[tries - 1];
      if (pause === undefined) {
        throw new CommandError(databaseMessages.stayedBusy, { tries, output: err.phrase ?? err.message });
      }
      await new Promise((wait) => setTimeout(wait, pause));
    }
  }
}

/**
 * Locally the database is one SQLite file; a second wrangler (another CLI call, wrangler
 * dev storing a lead) may hold its lock for a moment. Wrangler then reports SQLITE_BUSY,
 * "database is locked", or, when the lock hits at commit, "Failed to get session commit
 * token". Each command is one batch in one transaction, so such a failure rolled all of
 * it back: running it again is safe. The Worker reads the same messages the same way
 * (worker/db/system/statements/errors.ts).
 */
export const isBusy: (message: string) => boolean = isBusyMessage;
