/**
 * Storing a submission at most once per Idempotency-Key, and the replay answer a retry gets.
 */
import type { Context } from "hono";
import { findByIdempotencyKey, type IdempotencyMeta, type IdempotentTable } from "../db/leads/d1/idempotency.ts";
import { isUniqueViolation } from "../db/system/statements/errors.ts";
import { apiError, replayed } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";
import { sha256Hex } from "./ids.ts";

/**
 * JSON with object keys sorted at every level: the same submission always gives the same
 * text (and hash), whatever order the client wrote its fields in.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The request's Idempotency-Key and, with a key, the hash of the validated body it came with. */
export async function idempotencyOf(c: Context<AppEnv>, value: unknown): Promise<IdempotencyMeta> {
  const key = c.var.idempotencyKey;
  return { idempotencyKey: key, bodyHash: key ? await sha256Hex(canonicalJson(value)) : null };
}

/**
 * Runs `store` (an INSERT into `table` of a row carrying the request's Idempotency-Key).
 * Returns `{ stored }` with its result, or, when the key was used before, `{ answer }`: the
 * first row's id with `Idempotent-Replayed: true` for the same body, 422
 * `idempotency_key_reused` for another. Any other failure is thrown.
 *
 * Insert first, look up only on conflict: a first submission costs one round trip. A
 * retry's batch rolled back as a whole, so the first submission's id is exact even when
 * retries race.
 *
 * @example const outcome = await storeOnce(c, "consents", meta.bodyHash, () => insertConsent(db, record, meta))
 */
export async function storeOnce<R>(
  c: Context<AppEnv>,
  table: IdempotentTable,
  bodyHash: string | null,
  store: () => Promise<R>,
  answer?: AnswerHook,
): Promise<{ stored: R } | { answer: Response }> {
  const key = c.var.idempotencyKey;
  try {
    return { stored: await store() };
  } catch (err) {
    const winner = key && isUniqueViolation(err) ? await findByIdempotencyKey(c.env.DB, table, key, answer?.columns) : null;
    if (winner && winner.bodyHash !== null && winner.bodyHash !== bodyHash) return { answer: apiError(c, 422, "idempotency_key_reused") };
    if (winner) return { answer: replayed(c, { id: winner.id, ...answer?.body(winner.columns) }) };
    throw err;
  }
}

/**
 * What a 201 carries besides the id, built from the stored row's `columns`: the first
 * answer passes the columns it stored, a replay the ones read back with the winner, and a
 * honeypot hit (nothing stored) null.
 */
export interface AnswerHook {
  columns: readonly string[];
  body(row: Readonly<Record<string, unknown>> | null): Record<string, unknown>;
}
