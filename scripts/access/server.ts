/**
 * Serves the local Access stand-in (`npm start`, the e2e server, or run alone) on port 8027
 * or ACCESS_PORT, with the audience and staff list of wrangler.toml, so it and the Worker agree.
 */

import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { readWranglerVars } from "../wrangler-vars.ts";
import { createAccessStandIn, type StandInSettings } from "./app.ts";
import { localKey } from "./keys.ts";

export const DEFAULT_ACCESS_PORT = 8027;

export function accessPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.ACCESS_PORT ?? DEFAULT_ACCESS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`ACCESS_PORT must be a port number, got ${env.ACCESS_PORT}`);
  return port;
}

/** The stand-in's settings for `port`: the team is this machine, the rest is wrangler.toml's. */
export function standInSettings(port: number, vars = readWranglerVars("wrangler.toml")): StandInSettings {
  return {
    issuer: `http://127.0.0.1:${port}`,
    audience: vars.ACCESS_AUD ?? "",
    staffEmails: (vars.STAFF_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** The `wrangler dev --var` values that make the Worker trust the stand-in on `port` as its Access team. */
export function localAccessVars(port: number): string[] {
  return [`ACCESS_TEAM_DOMAIN:http://127.0.0.1:${port}`];
}

/**
 * Starts the stand-in; resolves once it listens (rejects if the port is taken). Port 0
 * takes a free one (the e2e server beside an `npm start`): its issuer names the port it got.
 */
export async function startAccess(port: number): Promise<ServerType> {
  const key = await localKey();
  const settings = standInSettings(port);
  const app = createAccessStandIn(settings, key);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info) => {
      settings.issuer = standInSettings(info.port).issuer;
      resolve(server);
    });
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`port ${port} is in use (another npm start?): set ACCESS_PORT to move the Access stand-in`)
          : err,
      ),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = accessPort();
  await startAccess(port);
  console.log(`Access stand-in on http://localhost:${port}`);
}
