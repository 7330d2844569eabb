/**
 * The local servers that stand in for the outside world while the Worker runs locally:
 * one list, read by `npm start` (scripts/dev.ts) and the e2e server
 * (scripts/e2e-server.ts). A new stand-in is one entry here: how to start it, which
 * `wrangler dev --var` values point the Worker at it, and what the closing block of
 * `npm start` calls it.
 */
import type { AddressInfo } from "node:net";
import { accessPort, localAccessVars, startAccess } from "../access/server.ts";
import { localMailVars, mailCatcherPort, startMailCatcher } from "../mail-catcher/server.ts";
import { LOCAL_WEBHOOK_SECRET, localSchedulingVars, schedulingPort, startScheduling } from "../scheduling/server.ts";

/** A stand-in that listens. */
export interface RunningStandIn {
  readonly standIn: StandIn;
  readonly port: number;
  close(): void;
}

export interface StandIn {
  /** What the closing block of `npm start` calls it. */
  readonly name: string;
  /** What a developer finds there, for the same block. */
  readonly about: string;
  /** The port `npm start` gives it (its environment variable, else its default). */
  devPort(env: NodeJS.ProcessEnv): number;
  /** The environment variable that gives the e2e server's copy its port ("0": any free one). */
  readonly e2ePortEnv: string;
  /** Starts it on `port` (0: any free one); rejects when the port is taken. */
  start(port: number): Promise<{ port: number; close(): void }>;
  /** The `wrangler dev --var NAME:value` values that point the Worker at it. */
  vars(port: number): string[];
}

/** The MailChannels API stand-in; the e2e Worker also sends its webhooks there. */
export const mailCatcher: StandIn = {
  name: "mail catcher",
  about: "every mail the Worker sends (MailChannels API)",
  devPort: mailCatcherPort,
  e2ePortEnv: "E2E_INBOX_PORT",
  async start(port) {
    const server = await startMailCatcher(port);
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  },
  vars: localMailVars,
};

/** Cloudflare Access for the staff inbox: the Worker checks its tokens exactly as production's. */
export const accessSignIn: StandIn = {
  name: "staff sign-in",
  about: "Cloudflare Access for /staff: pick an address of STAFF_EMAILS",
  devPort: accessPort,
  e2ePortEnv: "E2E_ACCESS_PORT",
  async start(port) {
    const server = await startAccess(port);
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  },
  vars: localAccessVars,
};

/**
 * The Cal.com API v2 stand-in. Its booking webhooks go to the Worker on this machine:
 * SCHEDULING_WEBHOOK_URL, else E2E_API_PORT's (the e2e server's) or wrangler's 8787.
 */
export const scheduling: StandIn = {
  name: "scheduling",
  about: "Cal.com API v2 stand-in: free times, bookings (/api/bookings lists them)",
  devPort: schedulingPort,
  e2ePortEnv: "E2E_SCHEDULING_PORT",
  async start(port) {
    const webhookUrl = () =>
      process.env.SCHEDULING_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8787}/api/bookings/calcom`;
    const server = await startScheduling(port, { webhookUrl, webhookSecret: LOCAL_WEBHOOK_SECRET });
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  },
  vars: localSchedulingVars,
};

export const standIns: readonly StandIn[] = [mailCatcher, scheduling, accessSignIn];

/** Starts every stand-in on the port `portOf` chooses; stops those already up if one fails. */
export async function startStandIns(portOf: (standIn: StandIn) => number): Promise<RunningStandIn[]> {
  const running: RunningStandIn[] = [];
  try {
    for (const standIn of standIns) running.push({ standIn, ...(await standIn.start(portOf(standIn))) });
  } catch (err) {
    for (const r of running) r.close();
    throw err;
  }
  return running;
}

/** The `--var` values of every running stand-in, as wrangler dev arguments. */
export function standInVarArgs(running: readonly RunningStandIn[]): string[] {
  return running.flatMap((r) => r.standIn.vars(r.port)).flatMap((v) => ["--var", v]);
}
