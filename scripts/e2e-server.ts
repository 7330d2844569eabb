/**
 * Starts `wrangler dev` for the e2e tests on a fresh local D1 of its own
 * (.wrangler/e2e), with the real migrations applied first, and the local stand-ins
 * (scripts/dev/stand-ins.ts: the mail catcher on E2E_INBOX_PORT, ...) it talks to.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mailCatcher, standInVarArgs, startStandIns } from "./dev/stand-ins.ts";

const port = process.env.E2E_API_PORT ?? "8787";
const persist = `.wrangler/e2e-${port}`;
rmSync(persist, { recursive: true, force: true });
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" };
const wrangler = "node_modules/wrangler/bin/wrangler.js";

const migrate = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "agency-leads", "--local", "--persist-to", persist], {
  stdio: "inherit",
  env,
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// The partner page runs on its own port: allow its origins, 127.0.0.1 (the tests'
// PARTNER_ORIGIN) as the partner `partner-e2e` and localhost as a plain origin without
// an id. SITE_URL is this server's own origin (the tests' baseURL), which the API trusts
// instead of the Host header. Browser tests submit more than 10 times a minute from one
// address, so the per-client rate limits are off here.
const partnerPort = process.env.E2E_PARTNER_PORT ?? "8790";
// "0" asks the system for a free port (the benches and screenshots, which may run beside
// an `npm start` that holds the default ports); the Worker is pointed at whichever port
// each stand-in got.
const running = await startStandIns((standIn) => Number(process.env[standIn.e2ePortEnv] ?? standIn.devPort({})));
const mailCatcherPort = running.find((r) => r.standIn === mailCatcher)!.port;
const vars = [
  `ALLOWED_ORIGINS:partner-e2e=http://127.0.0.1:${partnerPort},http://localhost:${partnerPort}`,
  `SITE_URL:http://localhost:${port}`,
  "RATE_LIMIT:off",
  // Webhooks go to the inbox too (`/api/hooks` lists them), signed with a test-only secret.
  `WEBHOOK_URLS:http://127.0.0.1:${mailCatcherPort}/hooks`,
  `WEBHOOK_SECRET:whsec_${Buffer.from("e2e-webhook-secret-of-32-bytes!!").toString("base64")}`,
].flatMap((v) => ["--var", v]);

const dev = spawn(
  process.execPath,
  [wrangler, "dev", "--port", port, "--persist-to", persist, "--show-interactive-dev-session=false", ...standInVarArgs(running), ...vars],
  {
    stdio: "inherit",
    env,
  },
);
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", (code) => {
  for (const r of running) r.close();
  process.exit(code ?? 0);
});
