/**
 * The mail catcher on @hono/node-server: `node scripts/mail-catcher/server.ts`, or started by
 * `npm start` / `npm run dev` / the e2e server beside `wrangler dev`. Port 8025 unless
 * MAIL_INBOX_PORT says otherwise.
 */

import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { createMailCatcher } from "./app.ts";

export const DEFAULT_MAIL_CATCHER_PORT = 8025;

export function mailCatcherPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.MAIL_INBOX_PORT ?? DEFAULT_MAIL_CATCHER_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`MAIL_INBOX_PORT must be a port number, got ${env.MAIL_INBOX_PORT}`);
  return port;
}

/**
 * The `wrangler dev --var` values that send the Worker's mail to the inbox through the real
 * MailChannels transport. The key only has to be present (the inbox checks no more).
 */
export function localMailVars(port: number): string[] {
  return ["MAILCHANNELS_API_KEY:local-inbox", `MAILCHANNELS_API_URL:http://127.0.0.1:${port}/tx/v1/send`];
}

/** Starts the inbox; resolves once it listens (rejects if the port is taken). */
export function startMailCatcher(port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: createMailCatcher().fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`port ${port} is in use (another npm start?): set MAIL_INBOX_PORT to move the mail catcher`)
          : err,
      ),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = mailCatcherPort();
  await startMailCatcher(port);
  console.log(`mail catcher on http://localhost:${port}`);
}
