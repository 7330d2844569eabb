/**
 * The widgets' client of the agency's API: one POST with its time limit, and what an answer
 * or its absence means; the page's one answer to `GET /api/config`; the random keys the
 * requests carry.
 */
import { type ErrorCode, type FieldErrors, isApiError } from "../../contract/errors.ts";
import { apiPaths, IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import type { PublicConfig } from "../../contract/turnstile.ts";

export { codeOrigin } from "./events.ts";

/** How long a submission may take before the visitor is told it failed. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The outcome of one API call, never a thrown error: every branch is something the
 * widget shows the visitor. `network` and `timeout` are the client's own codes for
 * answers that never came.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ErrorCode | "network" | "timeout"; fields?: FieldErrors };

export interface PostOptions {
  /** Sent as `Idempotency-Key`: a retry with the same key is answered, not stored twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/**
 * 32 hex characters from 128 random bits: the `Idempotency-Key` of a submission and the
 * funnel's id of an opening. Uses `getRandomValues` rather than `randomUUID`, which partner
 * pages served over plain HTTP (not a secure context) do not have.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A random key for the `Idempotency-Key` header, checked against the contract's pattern. */
export function createIdempotencyKey(): string {
  const key = randomKey();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error("idempotency key does not match the contract");
  return key;
}

/** `base` + `path` without a doubled or missing slash; an empty base means this origin. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/**
 * POSTs `body` as JSON and turns every answer into an {@link ApiResult}: 2xx with its
 * JSON, an API error with its code and field codes, anything else (HTML error pages,
 * proxies, offline, timeout) with a code the widget can still explain.
 *
 * @example
 * const result = await postJson<{ id: string }>(apiUrl(base, apiPaths.inquiries), payload, { idempotencyKey });
 * if (!result.ok && result.error === "rate_limited") showTryAgainShortly();
 */
export async function postJson<T>(url: string, body: unknown, options: PostOptions = {}): Promise<ApiResult<T>> {
  const { idempotencyKey, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
      // Partner pages call another origin: no cookies needed, none sent.
      credentials: "omit",
      mode: "cors",
    });
  } catch {
    return { ok: false, status: 0, error: controller.signal.aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  if (isApiError(data)) return { ok: false, status: response.status, error: data.error, fields: data.fields };
  return { ok: false, status: response.status, error: response.status === 429 ? "rate_limited" : "internal" };
}

// Kept here, in the one API client of the page, and not beside the bot check that reads
// it: each form carries its own copy of the bot check, and the page asks once.
const configs = new Map<string, Promise<PublicConfig>>();
const refusedBases = new Set<string>();

/**
 * The API base answered this page's config request with `origin_not_allowed`: it refuses
 * everything else from here too, so the funnel stops sending events the browser would
 * only report as errors in the partner's console.
 */
export function originRefused(apiBase: string): boolean {
  return refusedBases.has(apiBase);
}

/**
 * `GET /api/config` of an API base, once per page. A failed request is not remembered:
 * the next form asks again, and the server refuses a missing token anyway.
 */
export function publicConfig(apiBase: string): Promise<PublicConfig> {
  let config = configs.get(apiBase);
  if (!config) {
    config = fetch(apiUrl(apiBase, apiPaths.config), { credentials: "omit" })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as (Partial<PublicConfig> & { error?: unknown }) | null;
        if (res.status === 403 && body?.error === "origin_not_allowed") refusedBases.add(apiBase);
        const siteKey = res.ok ? body?.turnstile?.siteKey : undefined;
        return { turnstile: typeof siteKey === "string" && siteKey ? { siteKey } : null };
      })
      .catch(() => {
        configs.delete(apiBase);
        return { turnstile: null };
      });
    configs.set(apiBase, config);
  }
  return config;
}
