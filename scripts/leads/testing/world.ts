/**
 * A local D1 filled by the REAL API, for the tests that run `npm run leads` as staff run it:
 * one `wrangler dev` on a free loopback port with its own state directory and mail catcher
 * (`startWorld`, which the global setup runs once for every test file), leads POSTed over
 * HTTP, then `node scripts/leads.ts ... --persist-to <dir>` (`worldAt`, in each file).
 */
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect } from "vitest";
import { localMailVars, startMailCatcher } from "../../mail-catcher/server.ts";

export const wrangler = "node_modules/wrangler/bin/wrangler.js";
// COLUMNS: what a pipe gets when the caller's shell sets none, so tables are laid out alike everywhere.
export const cliEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", COLUMNS: "80", AGENCY_LOCALE: "en" };
/** The time zone the CLI runs in, so its local dates are the same on every machine. */
export const TZ = "Europe/Vienna";

/** What one CLI call ended with. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    // Port 0: the OS picks an unused ephemeral port, far from 8787/8790 and the e2e ports.
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs `scripts/leads.ts` with `args` and `env`, never rejecting: the exit status is part of the answer. */
function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ["scripts/leads.ts", ...args],
      { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/**
 * Runs CLI calls one after another. Two local `wrangler d1 execute` at the same moment can
 * collide on the SQLite file, which is not what these tests are about.
 */
export async function inTurn<T extends (() => Promise<Run>)[]>(calls: [...T]): Promise<{ [K in keyof T]: Run }> {
  const runs: Run[] = [];
  for (const call of calls) runs.push(await call());
  return runs as { [K in keyof T]: Run };
}

/** The CLI against another state directory (no database of the world's own). */
export const leadsIn = (dir: string, ...args: string[]): Promise<Run> => runCli([...args, "--persist-to", dir], cliEnv);

/** Local wall-clock time of a stored timestamp, as the CLI should print it. */
export function vienna(iso: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** A strict RFC 4180 reader (cells split by `separator`), to prove the export parses back into the stored values. */
export function parseCsv(text: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let cell = "";
    i += 1;
    for (;;) {
      const quote = text.indexOf('"', i);
      cell += text.slice(i, quote);
      i = quote + 1;
      if (text[i] === '"') {
        cell += '"';
        i += 1;
      } else break;
    }
    row.push(cell);
    if (text[i] === separator) i += 1;
    else {
      expect(text.slice(i, i + 2)).toBe("\r\n");
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** Waits until wrangler dev answers on `origin`, failing when it exits or stays silent. */
async function untilAnswering(dev: ChildProcess, origin: string): Promise<void> {
  // Generous: on a busy machine wrangler dev alone may take half a minute to answer.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    if (Date.now() > deadline) throw new Error("wrangler dev did not answer within 90 s");
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where a running world is: its API's origin and its state directory (the local D1). */
export interface WorldAddress {
  origin: string;
  state: string;
}

/**
 * Starts one world: migrates a fresh state directory, starts its mail catcher and `wrangler dev`
 * on free loopback ports, and resolves once the API answers. `vars` are more Worker settings
 * (`NAME:value`, as `--var` takes them); SITE_URL is the API's own origin. `state` is the
 * directory to keep the database in (a new temporary one by default); `stop` removes it.
 */
export async function startWorld(
  vars: readonly string[] = [],
  state = mkdtempSync(join(tmpdir(), "leads-cli-")),
): Promise<WorldAddress & { stop(): void }> {
  mkdirSync("dist", { recursive: true });
  const migrate = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "agency-leads", "--local", "--persist-to", state], {
    env: cliEnv,
    encoding: "utf8",
  });
  if (migrate.status !== 0) {
    rmSync(state, { recursive: true, force: true });
    throw new Error(`migrations failed: ${migrate.stderr}`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const mailCatcherPort = await freePort();
  const inbox = await startMailCatcher(mailCatcherPort);
  const settings = ["RATE_LIMIT:off", `SITE_URL:${origin}`, ...vars, ...localMailVars(mailCatcherPort)];
  const dev: ChildProcess = spawn(
    process.execPath,
    [wrangler, "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state]
      .concat(["--show-interactive-dev-session=false", "--log-level", "error"])
      .concat(settings.flatMap((v) => ["--var", v])),
    { env: cliEnv, stdio: "ignore", detached: true },
  );
  const stop = (): void => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
    inbox.close();
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await untilAnswering(dev, origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, state, stop };
}

/**
 * The tables `reset` leaves alone: wrangler's record of the applied migrations, the schema's
 * own markers, and SQLite's and Cloudflare's bookkeeping.
 */
const KEPT_TABLES = "name NOT IN ('d1_migrations', 'app_meta') AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_'";

/** The tests' hands on a running world: its database, its API and the CLI pointed at it. */
export function worldAt({ origin, state }: WorldAddress) {
  /**
   * Raw SQL on the world's database file (setup and proof, never the CLI under test). Straight
   * through node:sqlite instead of `wrangler d1 execute`: the same SQLite file (WAL mode, so
   * safe next to the running wrangler dev) without a second or two of wrangler per query.
   */
  function sql<T = Record<string, unknown>>(command: string): T[] {
    const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
    const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
    // wrangler dev may be writing (a lead, a delivery) at this moment: wait for its lock.
    const db = new DatabaseSync(join(dir, file!), { timeout: 10_000 });
    try {
      return db.prepare(command).all() as T[];
    } finally {
      db.close();
    }
  }

  return {
    state,
    /** The API's origin. */
    origin,
    sql,
    /**
     * Empties every table the app writes, so a test file starts without the leads, mails,
     * counters and mailbox caps of the files that ran before it on the same world.
     */
    reset(): void {
      for (const { name } of sql<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${KEPT_TABLES}`)) {
        sql(`DELETE FROM "${name}"`);
      }
    },
    /** POSTs `body` to the API, returning the id it answered 201 with. */
    async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<string> {
      const res = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { id?: string };
      if (res.status !== 201 || !json.id) throw new Error(`${path} answered ${res.status} ${JSON.stringify(json)}`);
      return json.id;
    },
    /** `npm run leads -- ...args` against the world's database, in a fixed time zone, laid out for 80 columns. */
    leads: (...args: string[]): Promise<Run> => runCli([...args, "--persist-to", state], { ...cliEnv, TZ }),
    /** `leads` with more environment: a wider terminal, a locale. */
    leadsWith: (extra: Record<string, string>, ...args: string[]): Promise<Run> =>
      runCli([...args, "--persist-to", state], { ...cliEnv, TZ, ...extra }),
    /** Waits until wrangler dev has sent every mail it queued (it sends right after answering). */
    async untilSent(): Promise<void> {
      for (let i = 0; i < 50 && sql<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE status <> 'sent'")[0]?.n !== 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A world's hands, as `worldAt` gives them. */
export type World = ReturnType<typeof worldAt>;
