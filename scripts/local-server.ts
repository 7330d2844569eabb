/** Helpers of the scripts that start their own local servers (benches, screenshots). */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import getPort from "get-port";

/** Ports other tools of this repository use by default (wrangler dev, e2e partner page, mail catcher, scheduling stand-in). */
const reservedPorts = [8787, 8790, 8025, 8026];

/** A free port, never one of the repository's default ports (a running `npm start` may want them). */
export function freePort(): Promise<number> {
  return getPort({ exclude: reservedPorts });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts scripts/e2e-server.ts (wrangler dev with its own fresh local D1,
 * `.wrangler/e2e-<port>`, and the mail catcher) in its own process group, stopped with the
 * calling script at the latest. `env` chooses its ports (E2E_API_PORT, E2E_PARTNER_PORT,
 * E2E_INBOX_PORT); without an inbox port the inbox takes a free one, so a bench or the
 * screenshots run beside an `npm start` that holds 8025. Returns a function that stops it
 * sooner.
 */
export function startE2eServer(env: Record<string, string>): () => void {
  const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: { ...process.env, E2E_INBOX_PORT: "0", E2E_SCHEDULING_PORT: "0", E2E_ACCESS_PORT: "0", ...env },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      // The whole group: wrangler, workerd and the inbox, not only the script.
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  return stop;
}

/** A benchmark times the built kit: build it first when a fresh clone has none yet. */
export function ensureWidgetsBuilt(): void {
  if (existsSync("dist/widgets/agency-widgets.js")) return;
  console.log("dist/ has no widgets yet: building…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
