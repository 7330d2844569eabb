/** The Hono environment type of the public API: bindings and per-request variables. */
import type { Config } from "../config.ts";
import type { WorkerEnv } from "../env.ts";

/** What the request pipeline hands from one middleware to the next. */
export interface RequestVars {
  /** The Worker's settings, parsed once per request by `settings()`, the first middleware of /api/*. */
  config: Config;
  /** The request body as text, read once by `bodyText` (never more than MAX_BODY_BYTES). */
  bodyText: string;
  /** The parsed JSON body (`jsonBody`); any JSON value, validation comes later. */
  body: unknown;
  /** The validated `Idempotency-Key` header, or null when the client sent none. */
  idempotencyKey: string | null;
}

/** The Hono app's environment: the Worker's bindings and the request's variables. */
export type AppEnv = { Bindings: WorkerEnv; Variables: RequestVars };
