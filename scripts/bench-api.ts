/**
 * `npm run bench:api`: throughput and latency of POST /api/inquiries next to GET
 * /api/health on `wrangler dev`, 50 connections, then proof that every 2xx answer stored
 * exactly one row. Starts its own wrangler dev on a free loopback port with its own
 * local D1 (.wrangler/bench-<port>), so it never touches your data or port 8787.
 *
 * The per-client rate limit stays on: every request carries its own CF-Connecting-IP, so
 * the limiter is measured but never refuses (pass `--no-rate-limit` to switch it off).
 *
 * On a shared 2-core machine one run of each varies by a factor of two, so GET and POST
 * alternate for `--rounds` rounds and the medians are compared.
 *
 * Options: --duration <seconds per run> (default 6), --connections <n> (default 50),
 * --rounds <n> (default 3).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import getPort from "get-port";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "6" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    "no-rate-limit": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const wrangler = "node_modules/wrangler/bin/wrangler.js";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" };

async function waitForHealth(url: string, dev: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * What wrangler dev writes to stderr while it is hammered: the Worker warns about nearly
 * every lead of the bench (they share one address, so none after the first gets another
 * acknowledgement), thousands of lines per run that would bury the result. They are
 * counted; a failed run shows the last ones.
 */
function collectLog(dev: ChildProcess): { summary(tail?: number): string } {
  const lines: string[] = [];
  let partial = "";
  dev.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) if (line.trim()) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 100);
  });
  let total = 0;
  dev.stderr?.on("data", (chunk: string) => {
    total += chunk.split("\n").length - 1;
  });
  return {
    summary(tail = 1) {
      if (total === 0) return "wrangler dev logged nothing";
      const last = lines.slice(-tail).join("\n");
      return `wrangler dev logged ${total} lines (warnings and errors); the last ${Math.min(tail, lines.length)}:\n${last}`;
    },
  };
}

function count5xx(result: Result): number {
  const stats = (result as Result & { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, s]) => sum + (s?.count ?? 0), 0);
}

function countRows(persist: string): number {
  const out = spawnSync(
    process.execPath,
    [
      wrangler,
      "d1",
      "execute",
      "agency-leads",
      "--local",
      "--persist-to",
      persist,
      "--json",
      "--command",
      "select count(*) as n from project_inquiries",
    ],
    { env, encoding: "utf8" },
  );
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed: ${out.stderr}`);
  const parsed = JSON.parse(out.stdout) as { results: { n: number }[] }[];
  return parsed[0]!.results[0]!.n;
}

const inquiry = {
  projectType: "mvp",
  projectDescription: "Benchmark inquiry: a booking app for three clinics.",
  projectTimeline: "3months",
  companyName: "Bench GmbH",
  companySize: "11-50",
  industry: "Healthcare",
  name: "Bench Mark",
  email: "bench@example.com",
  phone: "",
  locale: "en",
};

/** A fresh local D1 and wrangler dev on `port`, its stderr collected. */
function startServer(port: number, persist: string, origin: string): { dev: ChildProcess; log: ReturnType<typeof collectLog> } {
  rmSync(persist, { recursive: true, force: true });
  mkdirSync("dist", { recursive: true });
  const migrate = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "agency-leads", "--local", "--persist-to", persist], {
    env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);

  const vars = [`SITE_URL:${origin}`, ...(args["no-rate-limit"] ? ["RATE_LIMIT:off"] : [])].flatMap((v) => ["--var", v]);
  const flags = ["--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--show-interactive-dev-session=false"];
  const dev = spawn(process.execPath, [wrangler, "dev", ...flags, "--log-level", "warn", ...vars], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  return { dev, log: collectLog(dev) };
}

/**
 * POSTs run by count, not by clock: a run stopped by the clock drops answers that are in
 * flight while their rows are stored, and the final count would not add up.
 */
function poster(origin: string, port: number): (amount: number) => Promise<Result> {
  let n = 0;
  const body = JSON.stringify(inquiry);
  return (amount) =>
    autocannon({
      url: `${origin}/api/inquiries`,
      connections,
      amount,
      requests: [
        {
          method: "POST",
          setupRequest(request) {
            n += 1;
            // A unique key and a unique client per request: every request is a new submission.
            const headers = {
              "content-type": "application/json",
              "idempotency-key": `bench-${port}-${n}`,
              "cf-connecting-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            };
            return { ...request, body, headers };
          },
        },
      ],
    });
}

const cells = (values: (string | number)[]) =>
  values.map((v, i) => (i === 0 ? String(v).padEnd(24) : String(v).padStart(i === 6 ? 5 : i === 7 ? 7 : 8))).join(" ");
const line = (name: string, r: Result) =>
  cells([name, r.requests.average.toFixed(0), r.latency.p50, r.latency.p99, r["2xx"], r.non2xx, count5xx(r), r.errors + r.timeouts]);

/** GET and POST alternating for `rounds` rounds, each row printed as it comes. */
async function runRounds(origin: string, post: (amount: number) => Promise<Result>, amount: number) {
  console.log(cells(["", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx", "5xx", "errors"]));
  const gets: Result[] = [];
  const posts: Result[] = [];
  for (let round = 1; round <= rounds; round++) {
    const health = await autocannon({ url: `${origin}/api/health`, connections, duration });
    console.log(line(`GET /api/health #${round}`, health));
    const inquiries = await post(amount);
    console.log(line(`POST /api/inquiries #${round}`, inquiries));
    gets.push(health);
    posts.push(inquiries);
  }
  return { gets, posts };
}

/** The medians, the ratio against its budget, and whether every 2xx stored exactly one row. */
function report(gets: Result[], posts: Result[], answered: number, rows: number): boolean {
  const getRps = median(gets.map((r) => r.requests.average));
  const postRps = median(posts.map((r) => r.requests.average));
  const postP99 = median(posts.map((r) => r.latency.p99));
  console.log(
    `\nmedians of ${rounds} rounds: GET ${getRps.toFixed(0)} req/s, p99 ${median(gets.map((r) => r.latency.p99))} ms; POST ${postRps.toFixed(0)} req/s, p50 ${median(posts.map((r) => r.latency.p50))} ms, p99 ${postP99} ms`,
  );
  // A lead costs a D1 batch and queued mail where a health check reads one row: keeping 35 %
  // of GET's throughput, a burst of leads costs at most about three times the same burst of
  // health checks. Absolute latencies on a shared 2-core machine are reported, not budgeted.
  const ratio = postRps / getRps;
  console.log(`POST/GET throughput ratio: ${(ratio * 100).toFixed(0)}% (budget >= 35%: ${ratio >= 0.35 ? "met" : "MISSED"})`);
  console.log(`POST p99: ${postP99} ms (reported, not budgeted)`);
  const fives = [...gets, ...posts].reduce((sum, r) => sum + count5xx(r), 0);
  console.log(`5xx answers: ${fives}`);
  console.log(
    `select count(*) from project_inquiries: ${rows}; POST 2xx answers (probe + runs): ${answered} -> ${rows === answered ? "equal" : "MISMATCH"}`,
  );
  return fives === 0 && rows === answered;
}

async function main(): Promise<void> {
  const port = await getPort();
  const persist = `.wrangler/bench-${port}`;
  const origin = `http://127.0.0.1:${port}`;
  const { dev, log } = startServer(port, persist, origin);
  const stop = () => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));

  try {
    await waitForHealth(`${origin}/api/health`, dev);
    console.log(`wrangler dev on ${origin}, ${connections} connections, ${duration} s per run\n`);
    // Warm-up, so neither run pays for the first compile.
    await autocannon({ url: `${origin}/api/health`, connections: 5, amount: 200 });
    const post = poster(origin, port);
    // A short probe sizes the POST runs so each lasts about `duration` seconds.
    const probe = await post(connections * 10);
    const amount = Math.max(connections, Math.round((probe.requests.total / probe.duration) * duration));
    const { gets, posts } = await runRounds(origin, post, amount);
    const answered = probe["2xx"] + posts.reduce((sum, r) => sum + r["2xx"], 0);
    // Let waitUntil work (mail recording) settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ok = report(gets, posts, answered, countRows(persist));
    console.log(log.summary());
    if (!ok || count5xx(probe) > 0) process.exitCode = 1;
  } catch (err) {
    console.error(log.summary(20));
    throw err;
  } finally {
    stop();
    rmSync(persist, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
