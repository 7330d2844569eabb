import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type CheckResult, HONEYPOT_FIELD, type Locale, MAX_BODY_BYTES } from "../../contract/index.ts";
import { type Config, readConfig } from "../config.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { IdempotentLead, LeadMeta } from "../db/inquiries.ts";
import type { AppEnv } from "../env.ts";
import { type IdPrefix, newId, sha256Hex } from "../lib/ids.ts";
import type { OutboxItem, OutboxMail } from "../mail/message.ts";
import { configuredChannels, deliverInserted, newClaim, type Senders, sendersFor } from "../mail/outbox.ts";
import { webhookCalls, type WebhookEvent } from "../webhooks/index.ts";
import { bodyLimit, jsonBody, requireJson } from "../middleware/body.ts";
import { apiError } from "../middleware/errors.ts";
import { idempotencyKey } from "../middleware/idempotency.ts";
import { requestAttribution } from "../middleware/origin.ts";
import { type RateLimitFamily, rateLimit } from "../middleware/rate-limit.ts";
import { botCheck } from "../middleware/turnstile.ts";

/**
 * The path every submission takes before its endpoint sees it, in the order of
 * design.md "How a lead flows": JSON only, size limit, rate limit, idempotency key, parse
 * (with the depth bound). Lead forms add `botCheck()` after it. (The Origin check runs
 * earlier, for all of /api/*.)
 *
 * @param family whose rate-limit budget the endpoint spends
 */
export function submissionPipeline(
  family: RateLimitFamily,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [requireJson(), bodyLimit(MAX_BODY_BYTES), rateLimit(family), idempotencyKey(), jsonBody()];
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
 * Items whose channel has a transport are inserted already claimed by this request, which
 * sends them right after answering; the others are queued unclaimed and wait (pending) for
 * the cron once their transport is configured.
 */
export function claimSendable<T extends OutboxItem>(items: readonly T[], senders: Senders): T[] {
  const channels = configuredChannels(senders);
  return items.map((item) => (channels.includes(item.channel) ? { ...item, claim: newClaim() } : item));
}

/**
 * Sends the items this request claimed after the answer went out. Delivery trouble never
 * reaches the visitor: failures stay in the outbox for the cron.
 */
export function deliverAfterResponse(
  c: Context<AppEnv>,
  outboxIds: readonly string[],
  items: readonly OutboxItem[],
  senders: Senders,
): void {
  const tasks = items.map((item, i) => {
    const id = outboxIds[i];
    if (!item.claim || !id) return Promise.resolve();
    return deliverInserted(id, { ...item, claim: item.claim }, { db: c.env.DB, senders }).then(
      () => undefined,
      (err: unknown) => console.error(`delivery of ${id} failed, the cron retries`, err),
    );
  });
  try {
    c.executionCtx.waitUntil(Promise.all(tasks));
  } catch {
    // No execution context (app.request() in a test): the promises still run on their own.
  }
}

/**
 * The webhook event of a stored lead: its id, time and source, then the submitted fields
 * (without the widget's partner id, which `source` already carries, and the honeypot).
 */
export function leadEvent<T extends LeadFields>(type: WebhookEvent["type"], value: T, meta: LeadMeta): WebhookEvent {
  const { partner: _partner, [HONEYPOT_FIELD]: _honeypot, ...fields } = value as T & { [HONEYPOT_FIELD]?: unknown };
  return { type, timestamp: meta.createdAt, data: { id: meta.id, createdAt: meta.createdAt, source: meta.source, ...fields } };
}

/**
 * The lead as stored and passed on: the `partner` the widget put in the body is replaced
 * by the partner id the agency assigned to the request's verified Origin (else ""), so a
 * page can never claim another partner's leads or referral rewards; `source` is that id,
 * else the origin (our own site: SITE_URL's origin), else "".
 */
export function leadSource<T extends LeadFields>(c: Context<AppEnv>, value: T): { value: T; source: string } {
  const { partner, source } = requestAttribution(c);
  return { value: { ...value, partner }, source };
}

export interface LeadFields {
  locale: Locale | "";
  partner: string;
}

/** What an endpoint that stores a lead plus what it triggers has to provide. */
export interface LeadDefinition<T extends LeadFields> {
  prefix: IdPrefix;
  validate(input: unknown): CheckResult<T>;
  findByIdempotencyKey(db: D1Database, key: string): Promise<IdempotentLead | null>;
  /** The mails the stored lead triggers (to the agency and to the visitor). */
  mails(value: T, meta: LeadMeta, config: Config): OutboxMail[];
  /** The webhook event type posted to every `WEBHOOK_URLS` entry. */
  event: WebhookEvent["type"];
  /** Stores the lead and its outbox rows in ONE batch; resolves to the rows' ids in order. */
  store(db: D1Database, value: T, meta: LeadMeta, items: readonly OutboxItem[]): Promise<{ outboxIds: string[] }>;
}

/**
 * A POST endpoint that turns a valid body into a stored lead: honeypot, contract
 * validation, idempotent replay, one batch (the lead, its mails and webhook calls), 201
 * `{ id }`, then delivery. Inquiries and
 * referrals are two definitions of this; consents (no bot check, nothing to deliver) share
 * only its idempotency, {@link storeOnce}.
 *
 * @example app.route("/api/inquiries", leadRoute({ prefix: "inq", validate: validateInquiry, ... }))
 */
export function leadRoute<T extends LeadFields>(def: LeadDefinition<T>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post("/", ...submissionPipeline("leads"), botCheck(), async function storeLead(c) {
      const body = c.var.body;
      // Looks like success so the bot learns nothing; nothing is stored or sent.
      if (isHoneypotFilled(body)) return c.json({ id: newId(def.prefix) }, 201);

      const result = def.validate(body);
      if (!result.ok) {
        return result.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", result.fields);
      }

      const db = c.env.DB;
      const { value, source } = leadSource(c, result.value);
      try {
        const meta: LeadMeta = {
          id: newId(def.prefix),
          createdAt: new Date().toISOString(),
          locale: value.locale,
          source,
          ...(await idempotencyOf(c, result.value)),
        };
        const config = readConfig(c.env);
        const senders = sendersFor(config);
        const items = claimSendable(
          [...def.mails(value, meta, config), ...webhookCalls(leadEvent(def.event, value, meta), meta.id, config)],
          senders,
        );
        const outcome = await storeOnce(c, meta.bodyHash, () => def.store(db, value, meta, items), def.findByIdempotencyKey);
        if ("answer" in outcome) return outcome.answer;
        const { outboxIds } = outcome.stored;
        deliverAfterResponse(c, outboxIds, items, senders);
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

/** What a submission stores beside its row for retries: the request's key and the body's hash. */
export interface IdempotencyMeta {
  idempotencyKey: string | null;
  /** SHA-256 of the canonical validated body; null without a key (nothing to compare). */
  bodyHash: string | null;
}

export async function idempotencyOf(c: Context<AppEnv>, value: unknown): Promise<IdempotencyMeta> {
  const key = c.var.idempotencyKey;
  return { idempotencyKey: key, bodyHash: key ? await sha256Hex(canonicalJson(value)) : null };
}

/**
 * Runs `store` (an INSERT of a row carrying the request's Idempotency-Key) once per key:
 * `{ stored }` with its result, or `{ answer }` when the key was used before: the first
 * row's id with `Idempotent-Replayed: true` for the same body, 422 idempotency_key_reused
 * for another. Any other failure is thrown.
 *
 * Insert first, look up only on conflict: a first submission (nearly all of them) costs one
 * round trip to D1. A retry's insert rolled back as a whole (lead and outbox rows are one
 * batch), so answering the first submission's id is exact, also when retries race. A
 * different body under the same key is another submission: refusing it tells the client,
 * where replaying would silently lose it.
 */
export async function storeOnce<R>(
  c: Context<AppEnv>,
  bodyHash: string | null,
  store: () => Promise<R>,
  findByIdempotencyKey: (db: D1Database, key: string) => Promise<IdempotentLead | null>,
): Promise<{ stored: R } | { answer: Response }> {
  const key = c.var.idempotencyKey;
  try {
    return { stored: await store() };
  } catch (err) {
    const winner = key && isUniqueViolation(err) ? await findByIdempotencyKey(c.env.DB, key) : null;
    if (winner && winner.bodyHash !== null && winner.bodyHash !== bodyHash) return { answer: apiError(c, 422, "idempotency_key_reused") };
    if (winner) return { answer: replay(c, winner.id) };
    throw err;
  }
}

function replay(c: Context<AppEnv>, id: string): Response {
  c.header("Idempotent-Replayed", "true");
  return c.json({ id }, 201);
}
