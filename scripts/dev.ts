/**
 * `npm start` / `npm run dev`: builds, migrates the local D1, starts the local stand-ins
 * (scripts/dev/stand-ins.ts) and `wrangler dev` with the Worker pointed at them, and says
 * in one closing block where everything is. Extra arguments go to `wrangler dev`
 * (`--port 9000`, `--live-reload`). A later `npm run build` in another terminal is taken
 * over once it has finished. Ctrl-C stops everything.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { createInterface } from "node:readline";
import { mergeAllowedOrigins } from "./dev/origins.ts";
import { BUILD_STAMP, SERVE_DIR, syncDir } from "./dev/serve-dir.ts";
import { type RunningStandIn, standInVarArgs, startStandIns } from "./dev/stand-ins.ts";
import { buildWarnings, migrationSummary, runQuietly } from "./dev/steps.ts";
import { readyAddress, wranglerOutputFilter } from "./dev/wrangler-output.ts";
import { readWranglerVars } from "./wrangler-vars.ts";

const WRANGLER = "node_modules/wrangler/bin/wrangler.js";
// No banner with an update check, no telemetry, and no fetch of Cloudflare's `Request.cf`
// sample, which fails with a stack trace on a machine without internet (miniflare then
// uses its placeholder, which is all a local run needs).
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs one step quietly; prints one line, or its whole output and exits when it fails. */
async function step(label: string, command: string, args: string[], summary: (output: string) => string[]): Promise<void> {
  const result = await runQuietly(command, args, env);
  if (!result.ok) {
    process.stdout.write(result.output);
    console.error(`${label} failed (output above)`);
    process.exit(1);
  }
  for (const line of summary(result.output)) console.log(line);
  console.log(`${label}: done in ${result.seconds} s`);
}

/**
 * The port `wrangler dev` is told to use (`--port 9000`, `--port=9000`), else undefined
 * (wrangler.toml's `[dev] port`, which SITE_URL already matches).
 */
function portArgument(args: readonly string[]): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg === "--port") return args[i + 1];
    if (arg.startsWith("--port=")) return arg.slice("--port=".length);
  }
  return undefined;
}

/** The Worker's settings for this run, as `--var` arguments. */
function workerVars(args: readonly string[], running: readonly RunningStandIn[], origins: string): string[] {
  const devPort = portArgument(args);
  // The API takes the site's own origin from SITE_URL, never from the request: on another
  // port the site's forms would be refused as a foreign origin unless SITE_URL follows.
  const site = devPort ? ["--var", `SITE_URL:http://localhost:${devPort}`] : [];
  return [...standInVarArgs(running), ...site, "--var", `ALLOWED_ORIGINS:${origins}`];
}

/** The block printed once wrangler is ready: every local address and the partner origins. */
function closingBlock(ready: string, running: readonly RunningStandIn[], origins: string): string {
  const site = ready.replace("127.0.0.1", "localhost");
  const rows: [string, string, string][] = [
    ["site and API", site, "the pages, /api/* and /widgets/*"],
    ...running.map((r): [string, string, string] => [r.standIn.name, `http://localhost:${r.port}`, r.standIn.about]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const urlWidth = Math.max(...rows.map(([, url]) => url.length));
  return [
    "",
    "Local servers:",
    ...rows.map(([name, url, about]) => `  ${name.padEnd(width)}  ${url.padEnd(urlWidth)}  ${about}`),
    `Partner origins allowed: ${origins.split(",").join(", ") || "none"}`,
    "  add one for this run: ALLOWED_ORIGINS=partner=http://localhost:8794 npm start",
    `Cron: every minute, or now with curl ${site}/cdn-cgi/local/scheduled    Stop: Ctrl-C`,
    "",
  ].join("\n");
}

/** Prints wrangler's output without its noise, and the closing block at its first "Ready". */
function relay(wrangler: ChildProcess, onReady: (address: string) => void): void {
  let announced = false;
  for (const stream of [wrangler.stdout, wrangler.stderr]) {
    if (!stream) continue;
    const filter = wranglerOutputFilter();
    createInterface({ input: stream }).on("line", (line) => {
      const shown = filter(line);
      if (shown !== undefined) (stream === wrangler.stderr ? process.stderr : process.stdout).write(`${shown}\n`);
      const address = readyAddress(line);
      if (address && !announced) {
        announced = true;
        onReady(address);
      }
    });
  }
}

/**
 * `wrangler dev` runs the Worker's cron only when asked: without this, mail a request could
 * not send, and an acknowledgement held for the booking step, would wait forever locally.
 */
const CRON_EVERY_MS = 60_000;
function runCronEveryMinute(address: string): void {
  const url = `${address}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`;
  setInterval(() => void fetch(url).catch(() => undefined), CRON_EVERY_MS).unref();
}

/** Takes over every build that completes while `npm start` runs. */
function followBuilds(): void {
  const [dir, name] = [BUILD_STAMP.slice(0, BUILD_STAMP.lastIndexOf("/")), BUILD_STAMP.slice(BUILD_STAMP.lastIndexOf("/") + 1)];
  let timer: NodeJS.Timeout | undefined;
  watch(dir, (_event, file) => {
    if (file !== name) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!existsSync(BUILD_STAMP)) return;
      const { copied, removed } = syncDir("dist", SERVE_DIR);
      console.log(`new build served (${copied} files changed, ${removed} removed)`);
    }, 200);
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const npm = process.env.npm_execpath;
  const [npmCommand, npmArgs] = npm ? [process.execPath, [npm]] : ["npm", []];
  await step("build", npmCommand, [...npmArgs, "run", "build"], buildWarnings);
  await step("migrations", process.execPath, [WRANGLER, "d1", "migrations", "apply", "agency-leads", "--local"], (out) => [
    migrationSummary(out),
  ]);
  syncDir("dist", SERVE_DIR);

  const running = await startStandIns((s) => s.devPort(process.env));
  const origins = mergeAllowedOrigins(readWranglerVars("wrangler.toml").ALLOWED_ORIGINS ?? "", process.env.ALLOWED_ORIGINS);
  const wrangler = spawn(
    process.execPath,
    [WRANGLER, "dev", "--assets", SERVE_DIR, "--show-interactive-dev-session=false", ...workerVars(args, running, origins), ...args],
    { stdio: ["inherit", "pipe", "pipe"], env },
  );
  relay(wrangler, (address) => {
    console.log(closingBlock(address, running, origins));
    runCronEveryMinute(address);
  });
  followBuilds();

  const stop = () => wrangler.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  wrangler.on("exit", (code, signal) => {
    for (const r of running) r.close();
    process.exit(code ?? (signal ? 0 : 1));
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
