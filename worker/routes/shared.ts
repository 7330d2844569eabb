import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type CheckResult, HONEYPOT_FIELD, type Locale, MAX_BODY_BYTES } from "../../contract/index.ts";
import { type Config, readConfig } from "../config.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { IdempotentLead, LeadMeta } from "../db/inquiries.ts";
import type { AppEnv } from "../env.ts";
import { type IdPrefix, newId, sha256Hex } from "../lib/ids.ts";
import type { Claim, OutboxMail } from "../mail/message.ts";
import { deliverInsertedMail, newClaim } from "../mail/outbox.ts";
import { transportFor } from "../mail/transport.ts";
import { bodyLimit, jsonBody, requireJson } from "../middleware/body.ts";
import { apiError } from "../middleware/errors.ts";
import { idempotencyKey } from "../middleware/idempotency.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { botCheck } from "../middleware/turnstile.ts";

/**
 * The path every submission takes before its endpoint sees it, in the order of
 * design.md "How a lead flows": JSON only, size limit, rate limit, idempotency key, parse
 * (with the depth bound). Lead forms add `botCheck()` after it. (The Origin check runs
 * earlier, for all of /api/*.)
 */
export function submissionPipeline(): [
  MiddlewareHandler<AppEnv>,
  MiddlewareHandler<AppEnv>,
  MiddlewareHandler<AppEnv>,
  MiddlewareHandler<AppEnv>,
  MiddlewareHandler<AppEnv>,
] {
  return [requireJson(), bodyLimit(MAX_BODY_BYTES), rateLimit(), idempotencyKey(), jsonBody()];
}

/** 405 with the Allow header, for a known path asked with the wrong method. */
export function methodNotAllowed(allow: string): MiddlewareHandler<AppEnv> {
  return async function methodNotAllowed(c) {
    c.header("Allow", allow);
    return apiError(c, 405, "method_not_allowed");
  };
}

/** A filled honeypot: only bots see the hidden field. Any non-empty value counts. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/**
 * Sends the queued mail after the answer went out. Mail trouble never reaches the visitor:
 * failures stay in the outbox for the cron.
 */
export function deliverAfterResponse(c: Context<AppEnv>, outboxId: string, mail: OutboxMail & { claim: Claim }): void {
  const config = readConfig(c.env);
  const task = deliverInsertedMail(outboxId, mail, { db: c.env.DB, transport: transportFor(config.mailchannelsApiKey) }).then(
    () => undefined,
    (err: unknown) => console.error(`delivery of ${outboxId} failed, the cron retries`, err),
  );
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (app.request() in a test): the promise still runs on its own.
  }
}

/** Where a lead came from: the partner id the widget was configured with, else the page's origin. */
export function leadSource(c: Context<AppEnv>, partner: string): string {
  return partner || c.req.header("Origin") || "";
}

export interface LeadFields {
  locale: Locale | "";
  partner: string;
}

/** What an endpoint that stores a lead plus its notification has to provide. */
export interface LeadDefinition<T extends LeadFields> {
  prefix: IdPrefix;
  validate(input: unknown): CheckResult<T>;
  findByIdempotencyKey(db: D1Database, key: string): Promise<IdempotentLead | null>;
  /** The mail the stored lead triggers. */
  notification(value: T, meta: LeadMeta, config: Config): OutboxMail;
  /** Stores the lead and its outbox row in ONE batch; resolves to the outbox row's id. */
  store(db: D1Database, value: T, meta: LeadMeta, mail: OutboxMail): Promise<{ outboxId: string }>;
}

/**
 * A POST endpoint that turns a valid body into a stored lead: honeypot, contract
 * validation, idempotent replay, one batch, 201 `{ id }`, then delivery. Inquiries and
 * referrals are two definitions of this; consents can be a third.
 *
 * @example app.route("/api/inquiries", leadRoute({ prefix: "inq", validate: validateInquiry, ... }))
 */
export function leadRoute<T extends LeadFields>(def: LeadDefinition<T>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post("/", ...submissionPipeline(), botCheck(), async function storeLead(c) {
      const body = c.var.body;
      // Looks like success so the bot learns nothing; nothing is stored or sent.
      if (isHoneypotFilled(body)) return c.json({ id: newId(def.prefix) }, 201);

      const result = def.validate(body);
      if (!result.ok) {
        return result.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", result.fields);
      }

      const key = c.var.idempotencyKey;
      const db = c.env.DB;
      try {
        const meta: LeadMeta = {
          id: newId(def.prefix),
          createdAt: new Date().toISOString(),
          locale: result.value.locale,
          source: leadSource(c, result.value.partner),
          idempotencyKey: key,
          bodyHash: key ? await sha256Hex(canonicalJson(result.value)) : null,
        };
        const mail = { ...def.notification(result.value, meta, readConfig(c.env)), claim: newClaim() };
        let outboxId: string;
        try {
          ({ outboxId } = await def.store(db, result.value, meta, mail));
        } catch (err) {
          // Insert first, look up only on conflict: a first submission (nearly all of them)
          // costs one round trip to D1. A retry's batch rolled back as a whole, so
          // answering the first submission's id is exact, also when retries race. A
          // different body under the same key is another lead: refusing it tells the
          // client, where replaying would silently lose it.
          const winner = key && isUniqueViolation(err) ? await def.findByIdempotencyKey(db, key) : null;
          if (winner && winner.bodyHash !== null && winner.bodyHash !== meta.bodyHash) return apiError(c, 422, "idempotency_key_reused");
          if (winner) return replay(c, winner.id);
          throw err;
        }
        deliverAfterResponse(c, outboxId, mail);
        return c.json({ id: meta.id }, 201);
      } catch (err) {
        console.error("storing a lead failed", err);
        return apiError(c, 503, "database_unavailable");
      }
    })
    .all("/", methodNotAllowed("POST, OPTIONS"));
}

/**
 * JSON with object keys sorted at every level: the same submission always gives the same
 * text (and hash), whatever order the client wrote its fields in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function replay(c: Context<AppEnv>, id: string): Response {
  c.header("Idempotent-Replayed", "true");
  return c.json({ id }, 201);
}
