/**
 * `npm start` / `npm run dev` after the build: the local mail inbox and `wrangler dev`
 * side by side, the Worker sending its mail through the real MailChannels transport to
 * the inbox. Extra arguments go to `wrangler dev` (`--live-reload`). Ctrl-C stops both.
 */
import { spawn } from "node:child_process";
import { accessPort, localAccessVars, startAccess } from "./access/server.ts";
import { inboxPort, localMailVars, startInbox } from "./inbox/server.ts";

const port = inboxPort();
const signInPort = accessPort();
let inbox: Awaited<ReturnType<typeof startInbox>>;
let access: Awaited<ReturnType<typeof startAccess>>;
try {
  inbox = await startInbox(port);
  access = await startAccess(signInPort);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
console.log(`Mail inbox: http://localhost:${port} (mail the site sends lands here)`);
console.log(`Staff inbox: http://localhost:8787/staff (signs in through the local Access stand-in on port ${signInPort})`);

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

// The API takes the site's own origin from SITE_URL, never from the request: on another
// port the site's forms would be refused as a foreign origin unless SITE_URL follows.
const args = process.argv.slice(2);
const devPort = portArgument(args);
const siteVars = devPort ? [`SITE_URL:http://localhost:${devPort}`] : [];

const wrangler = spawn(
  process.execPath,
  [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    ...[...localMailVars(port), ...localAccessVars(signInPort), ...siteVars].flatMap((v) => ["--var", v]),
    ...args,
  ],
  { stdio: "inherit", env: process.env },
);

const stop = () => wrangler.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code, signal) => {
  inbox.close();
  access.close();
  process.exit(code ?? (signal ? 0 : 1));
});
