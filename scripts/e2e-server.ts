/**
 * Starts `wrangler dev` for the e2e tests on a fresh local D1 of its own
 * (.wrangler/e2e), with the real migrations applied first.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_API_PORT ?? "8787";
const persist = `.wrangler/e2e-${port}`;
rmSync(persist, { recursive: true, force: true });
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
const wrangler = "node_modules/wrangler/bin/wrangler.js";

const migrate = spawnSync(
  process.execPath,
  [wrangler, "d1", "migrations", "apply", "agency-leads", "--local", "--persist-to", persist],
  { stdio: "inherit", env },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const dev = spawn(process.execPath, [wrangler, "dev", "--port", port, "--persist-to", persist, "--show-interactive-dev-session=false"], {
  stdio: "inherit",
  env,
});
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
