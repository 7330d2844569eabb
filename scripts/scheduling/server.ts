/**
 * The local scheduling stand-in on @hono/node-server: `node scripts/scheduling/server.ts`,
 * or started by `npm start` / `npm run dev` / the e2e server beside `wrangler dev`. Port
 * 8026 unless SCHEDULING_PORT says otherwise.
 */

import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { createScheduling, EVENT_TYPE_ID, type SchedulingOptions } from "./app.ts";

export const DEFAULT_SCHEDULING_PORT = 8026;

/** The webhook secret the stand-in and the local Worker share; it signs nothing outside this machine. */
export const LOCAL_WEBHOOK_SECRET = "local-scheduling-webhook-secret";

export function schedulingPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.SCHEDULING_PORT ?? DEFAULT_SCHEDULING_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SCHEDULING_PORT must be a port number, got ${env.SCHEDULING_PORT}`);
  return port;
}

/** The `wrangler dev --var` values that point the Worker's Cal.com client and webhook check at the stand-in. */
export function localSchedulingVars(port: number): string[] {
  return [
    `CALCOM_API_URL:http://127.0.0.1:${port}`,
    `CALCOM_EVENT_TYPE_ID:${EVENT_TYPE_ID}`,
    "CALCOM_API_KEY:local-scheduling",
    `CALCOM_WEBHOOK_SECRET:${LOCAL_WEBHOOK_SECRET}`,
  ];
}

/** Starts the stand-in; resolves once it listens (rejects if the port is taken). */
export function startScheduling(port: number, options: SchedulingOptions = {}): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: createScheduling(options).fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`port ${port} is in use (another npm start?): set SCHEDULING_PORT to move the scheduling stand-in`)
          : err,
      ),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = schedulingPort();
  const workerUrl = process.env.SCHEDULING_WEBHOOK_URL ?? "http://127.0.0.1:8787/api/bookings/calcom";
  await startScheduling(port, { webhookUrl: workerUrl, webhookSecret: LOCAL_WEBHOOK_SECRET });
  console.log(`scheduling stand-in on http://localhost:${port}, webhooks to ${workerUrl}`);
}
