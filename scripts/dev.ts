/**
 * `npm start` / `npm run dev` after the build: the local mail inbox and `wrangler dev`
 * side by side, the Worker sending its mail through the real MailChannels transport to
 * the inbox. Extra arguments go to `wrangler dev` (`--live-reload`). Ctrl-C stops both.
 */
import { spawn } from "node:child_process";
import { inboxPort, localMailVars, startInbox } from "./inbox/server.ts";

const port = inboxPort();
let inbox: Awaited<ReturnType<typeof startInbox>>;
try {
  inbox = await startInbox(port);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
console.log(`Mail inbox: http://localhost:${port} (mail the site sends lands here)`);

const wrangler = spawn(
  process.execPath,
  ["node_modules/wrangler/bin/wrangler.js", "dev", ...localMailVars(port).flatMap((v) => ["--var", v]), ...process.argv.slice(2)],
  { stdio: "inherit", env: process.env },
);

const stop = () => wrangler.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code, signal) => {
  inbox.close();
  process.exit(code ?? (signal ? 0 : 1));
});
