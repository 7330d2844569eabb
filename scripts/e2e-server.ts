/**
 * Starts `wrangler dev` for the e2e tests on a fresh local D1 of its own
 * (.wrangler/e2e), with the real migrations applied first, and the local mail inbox
 * (E2E_INBOX_PORT) that the Worker's MailChannels transport sends to.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { localAccessVars, startAccess } from "./access/server.ts";
import { localMailVars, startInbox } from "./inbox/server.ts";

const port = process.env.E2E_API_PORT ?? "8787";
const persist = `.wrangler/e2e-${port}`;
rmSync(persist, { recursive: true, force: true });
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
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
// an `npm start` that holds 8025); the Worker is pointed at whichever port the inbox got.
const inbox = await startInbox(Number(process.env.E2E_INBOX_PORT ?? 8025));
const inboxPort = (inbox.address() as AddressInfo).port;
// The Access stand-in on a free port (E2E_ACCESS_PORT to choose): the Worker sends the
// browser to it, so the tests never need to know which.
const access = await startAccess(Number(process.env.E2E_ACCESS_PORT ?? 0));
const vars = [
  ...localMailVars(inboxPort),
  ...localAccessVars((access.address() as AddressInfo).port),
  `ALLOWED_ORIGINS:partner-e2e=http://127.0.0.1:${partnerPort},http://localhost:${partnerPort}`,
  `SITE_URL:http://localhost:${port}`,
  "RATE_LIMIT:off",
  // Webhooks go to the inbox too (`/api/hooks` lists them), signed with a test-only secret.
  `WEBHOOK_URLS:http://127.0.0.1:${inboxPort}/hooks`,
  `WEBHOOK_SECRET:whsec_${Buffer.from("e2e-webhook-secret-of-32-bytes!!").toString("base64")}`,
];

const dev = spawn(
  process.execPath,
  [wrangler, "dev", "--port", port, "--persist-to", persist, "--show-interactive-dev-session=false", ...vars.flatMap((v) => ["--var", v])],
  {
    stdio: "inherit",
    env,
  },
);
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", (code) => {
  inbox.close();
  access.close();
  process.exit(code ?? 0);
});
