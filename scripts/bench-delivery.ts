/**
 * `npm run bench:delivery`: does every outbox row go out once, under load and faults?
 *
 * Starts a local MailChannels-compatible provider that also receives the webhook calls
 * and counts deliveries per outbox row (the mail's Message-ID, the call's webhook-id), and
 * `wrangler dev` on free loopback ports with its own local D1
 * (.wrangler/bench-delivery-<port>). Sends small bursts of inquiries (each queues two
 * mails and one webhook call), fires the cron through /cdn-cgi/local/scheduled (local
 * dev's trigger, answered before static assets; `/__scheduled` of `--test-scheduled` is
 * a static path like any other since the Worker serves `dist/`, so it met the 404 page and
 * no cron ran), and prints per
 * scenario: outbox rows, deliveries, duplicates (deliveries beyond the first of a row),
 * the most deliveries of one row, and lost rows (never delivered).
 *
 * Scenarios and targets:
 * - plain load: a burst beside health checks, then the cron. 0 duplicates.
 * - concurrent crons: the provider is down during the burst, then four crons at once. 0 duplicates.
 * - slow provider: it accepts, but answers after the Worker's timeout. At most one repeat per row.
 * - crash: the provider never answers, wrangler dev is killed (-9) mid-burst and restarted on
 *   the same data, then the cron. 0 duplicates.
 * - crash, provider answering: the same kill with a provider that accepts at once, as a real
 *   one does. A send the kill interrupted after the provider accepted it cannot be told from
 *   one that never arrived, so it goes once more: at most one repeat per row, and the row
 *   prints how many there were (the same Message-ID or webhook-id each time).
 * - answer lost: the provider accepts, then drops the connection. At most one repeat per row.
 * Everywhere: 0 lost.
 *
 * Backoff and leases are minutes long; instead of waiting, the bench moves every pending
 * row's due time into the past once nothing is in flight (what the clock would do), and
 * after the crash also the dead runners' leases, writing the local D1 file directly.
 *
 * Exits 1 when a target is missed. Options: --leads <n per burst> (default 40).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { freePort, waitFor } from "./local-server.ts";

const { values: args } = parseArgs({ options: { leads: { type: "string", default: "40" } } });
const LEADS = Math.max(1, Number(args.leads));
const wrangler = "node_modules/wrangler/bin/wrangler.js";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the Worker's attempt timeout (10 s). */
const SLOW_MS = 12_000;

// ---- the provider ------------------------------------------------------------------

type Mode = "ok" | "down" | "slow" | "hang" | "lost";
let mode: Mode = "ok";
/** Deliveries per outbox id (mail and webhook rows alike). */
const delivered = new Map<string, number>();
const hanging = new Set<ServerResponse>();

function outboxIdOf(req: IncomingMessage, body: string): string | undefined {
  const hook = req.headers["webhook-id"];
  if (typeof hook === "string") return hook;
  try {
    const mail = JSON.parse(body) as { headers?: Record<string, string> };
    return /<(out_[^@>]+)@/.exec(mail.headers?.["Message-ID"] ?? "")?.[1];
  } catch {
    return undefined;
  }
}

const provider = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const id = outboxIdOf(req, Buffer.concat(chunks).toString("utf8"));
    const accept = () => {
      if (id) delivered.set(id, (delivered.get(id) ?? 0) + 1);
    };
    const status = req.headers["webhook-id"] ? 204 : 202;
    switch (mode) {
      case "down":
        res.writeHead(503).end("down");
        return;
      case "hang":
        // Never answers, never accepts: the request dies with the Worker.
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "slow":
        accept();
        setTimeout(() => res.writeHead(status).end(), SLOW_MS).unref();
        return;
      case "lost":
        accept();
        req.socket.destroy();
        return;
      default:
        accept();
        res.writeHead(status).end();
    }
  });
});

// ---- wrangler dev and its data -----------------------------------------------------

let apiPort = 0;
let providerPort = 0;
let persist = "";
let dev: ChildProcess | undefined;

function startDev(): void {
  const vars = [
    "MAILCHANNELS_API_KEY:bench",
    `MAILCHANNELS_API_URL:http://127.0.0.1:${providerPort}/tx/v1/send`,
    `WEBHOOK_URLS:http://127.0.0.1:${providerPort}/hook`,
    `WEBHOOK_SECRET:whsec_${Buffer.from("bench-delivery-secret-32-bytes!!").toString("base64")}`,
    `SITE_URL:http://127.0.0.1:${apiPort}`,
    "RATE_LIMIT:off",
  ];
  dev = spawn(
    process.execPath,
    [
      wrangler,
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(apiPort),
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
      ...vars.flatMap((v) => ["--var", v]),
    ],
    { env, stdio: "ignore", detached: true },
  );
}

function stopDev(signal: NodeJS.Signals): void {
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    try {
      // The whole group: wrangler and its workerd.
      process.kill(-dev.pid, signal);
    } catch {
      // already gone
    }
  }
}

function databaseFile(): string {
  const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 in ${dir}`);
  return join(dir, file);
}

function withDb<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databaseFile());
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    return work(db);
  } finally {
    db.close();
  }
}

interface Row {
  id: string;
  status: string;
  claimed: number;
}

function rowsSince(since: string): Row[] {
  return withDb(
    (db) =>
      db
        .prepare("SELECT id, status, claim_token IS NOT NULL AS claimed FROM outbox WHERE created_at >= ? ORDER BY id")
        .all(since) as unknown as Row[],
  );
}

/**
 * What the clock would do after minutes: every pending row's backoff is over. Leases only
 * expire with `leases` (after the crash, when no runner is alive): a live runner's lease
 * is never cut short, as the real clock would not within its send.
 */
function timePasses(leases = false): void {
  withDb((db) =>
    db
      .prepare(
        `UPDATE outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z',
           claimed_until = CASE WHEN claimed_until IS NULL OR NOT ?1 THEN claimed_until ELSE '2000-01-01T00:00:00.000Z' END
         WHERE status = 'pending'`,
      )
      .run(leases ? 1 : 0),
  );
}

// ---- traffic -----------------------------------------------------------------------

const api = (path: string) => `http://127.0.0.1:${apiPort}${path}`;
let leadNumber = 0;

/** Posts `count` inquiries, `parallel` at a time; resolves to the number of 201s. */
async function burst(count: number, parallel = 20, onAnswer?: (answered: number) => void): Promise<number> {
  let next = 0;
  let created = 0;
  const lane = async () => {
    while (next < count) {
      next++;
      const n = ++leadNumber;
      try {
        const res = await fetch(api("/api/inquiries"), {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": `10.9.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({
            projectType: "mvp",
            projectDescription: "Delivery bench inquiry.",
            projectTimeline: "3months",
            companyName: "Bench GmbH",
            companySize: "11-50",
            industry: "",
            name: "Bench Mark",
            email: `bench${n}@example.com`,
            phone: "",
            locale: "en",
          }),
        });
        await res.body?.cancel();
        if (res.status === 201) onAnswer?.(++created);
      } catch {
        // The Worker went away (the crash scenario).
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return created;
}

async function cron(): Promise<void> {
  const res = await fetch(api("/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*"));
  await res.body?.cancel();
  // A cron that did not run would pass for a cron that found nothing to send.
  if (!res.ok) throw new Error(`the cron trigger answered ${res.status}`);
}

/** Until no request or cron holds a row (its sends have ended), at most `timeoutMs`. */
async function quiet(since: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && rowsSince(since).some((row) => row.claimed)) await sleep(250);
}

/**
 * The cron until nothing of the scenario is pending (a few runs at most). The trigger
 * answers before the run's sends end (they run in waitUntil), so every step first waits
 * until no row is held: time only passes when nothing is in flight.
 */
async function drain(since: string, leases = false): Promise<void> {
  for (let run = 0; run < 5; run++) {
    await quiet(since, 30_000);
    if (!rowsSince(since).some((row) => row.status === "pending")) return;
    timePasses(leases && run === 0);
    await cron();
  }
  await quiet(since, 30_000);
}

// ---- scenarios ---------------------------------------------------------------------

interface Outcome {
  name: string;
  rows: number;
  deliveries: number;
  duplicates: number;
  maxPerRow: number;
  lost: number;
  dead: number;
  /** Repeats allowed per row: 0, or 1 where the provider's answer may have been lost. */
  allowedRepeats: 0 | 1;
}

function outcome(name: string, since: string, allowedRepeats: 0 | 1): Outcome {
  const rows = rowsSince(since);
  const counts = rows.map((row) => delivered.get(row.id) ?? 0);
  return {
    name,
    rows: rows.length,
    deliveries: counts.reduce((a, b) => a + b, 0),
    duplicates: counts.reduce((a, n) => a + Math.max(0, n - 1), 0),
    maxPerRow: Math.max(0, ...counts),
    lost: counts.filter((n) => n === 0).length,
    dead: rows.filter((row) => row.status === "dead").length,
    allowedRepeats,
  };
}

const met = (o: Outcome) => o.lost === 0 && o.rows > 0 && (o.allowedRepeats === 0 ? o.duplicates === 0 : o.maxPerRow <= 2);

async function plainLoad(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "ok";
  let busy = true;
  const health = async () => {
    while (busy)
      await fetch(api("/api/health")).then(
        (r) => r.body?.cancel(),
        () => undefined,
      );
  };
  const readers = Array.from({ length: 10 }, health);
  await burst(LEADS, 20);
  busy = false;
  await Promise.all(readers);
  await Promise.all([cron(), cron()]);
  await drain(since);
  return outcome("plain load", since, 0);
}

async function concurrentCrons(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "down";
  await burst(LEADS, 20);
  await quiet(since, 15_000);
  mode = "ok";
  timePasses();
  await Promise.all([cron(), cron(), cron(), cron()]);
  await drain(since);
  return outcome("concurrent crons", since, 0);
}

async function slowProvider(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "slow";
  await burst(Math.ceil(LEADS / 4), 10);
  // The Worker gives up after 10 s; the provider has the mails by then and answers later.
  await quiet(since, SLOW_MS + 3_000);
  await sleep(500);
  mode = "ok";
  await drain(since);
  return outcome(`slow provider (${SLOW_MS / 1000} s)`, since, 1);
}

/** Kills wrangler dev (-9) when half the burst is answered, restarts it on the same data and drains. */
async function killMidBurst(since: string): Promise<void> {
  let killed = false;
  await burst(LEADS, 20, (answered) => {
    if (answered === Math.ceil(LEADS / 2) && !killed) {
      killed = true;
      stopDev("SIGKILL");
    }
  });
  if (!killed) stopDev("SIGKILL");
  await sleep(500);
  for (const res of hanging) res.destroy();
  mode = "ok";
  startDev();
  await waitFor(api("/api/health"), 90_000);
  // The runners that held rows died with the old process: their leases may end now.
  await drain(since, true);
}

async function crashAnswering(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "ok";
  await killMidBurst(since);
  return outcome("crash (kill -9, answering)", since, 1);
}

async function crash(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "hang";
  await killMidBurst(since);
  return outcome("crash (kill -9, no answer)", since, 0);
}

async function answerLost(): Promise<Outcome> {
  const since = new Date().toISOString();
  mode = "lost";
  await burst(Math.ceil(LEADS / 2), 10);
  await quiet(since, 15_000);
  mode = "ok";
  await drain(since);
  return outcome("answer lost (accepted, reset)", since, 1);
}

async function main(): Promise<void> {
  const started = Date.now();
  apiPort = await freePort();
  persist = `.wrangler/bench-delivery-${apiPort}`;
  rmSync(persist, { recursive: true, force: true });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerPort = (provider.address() as { port: number }).port;
  const migrate = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "agency-leads", "--local", "--persist-to", persist], {
    env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
  process.on("exit", () => stopDev("SIGTERM"));
  process.on("SIGINT", () => process.exit(130));
  startDev();
  await waitFor(api("/api/health"), 90_000);
  console.log(`wrangler dev on 127.0.0.1:${apiPort}, provider on 127.0.0.1:${providerPort}, ${LEADS} leads per burst\n`);

  const head = ["scenario".padEnd(32), "rows", "deliveries", "duplicates", "max/row", "lost", "dead", "target"];
  console.log(
    `${head[0]}${head
      .slice(1)
      .map((h) => h.padStart(11))
      .join("")}`,
  );
  const outcomes: Outcome[] = [];
  for (const scenario of [plainLoad, concurrentCrons, slowProvider, crash, crashAnswering, answerLost]) {
    const o = await scenario();
    outcomes.push(o);
    const target = o.allowedRepeats === 0 ? "0 dup, 0 lost" : "≤1 repeat, 0 lost";
    const cells = [o.rows, o.deliveries, o.duplicates, o.maxPerRow, o.lost, o.dead].map((n) => String(n).padStart(11));
    console.log(`${o.name.padEnd(32)}${cells.join("")}   ${met(o) ? "met" : "MISSED"} (${target})`);
  }
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  stopDev("SIGTERM");
  provider.close();
  rmSync(persist, { recursive: true, force: true });
  process.exit(outcomes.every(met) ? 0 : 1);
}

// Bounded however it goes: a hung wrangler never keeps the bench (or the machine) busy.
setTimeout(() => {
  console.error("bench:delivery took longer than 5 minutes; stopping");
  process.exit(1);
}, 300_000).unref();

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
