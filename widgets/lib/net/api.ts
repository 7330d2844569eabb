/**
 * The widgets' HTTP client for the agency's API: JSON POSTs with a time limit, the page's
 * cached `GET /api/config`, and the idempotency keys requests carry.
 *
 * net/ holds what talks to a server: this client and Cloudflare Turnstile's bot check.
 */
import { type FailureCode, type FieldErrors, isApiError } from "../../../contract/errors.ts";
import { apiPaths } from "../../../contract/limits.ts";
import type { PublicConfig } from "../../../contract/turnstile.ts";
import { randomKey } from "../runtime/random.ts";

/** How long a submission may take before the visitor is told it failed. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The outcome of one API call; calls never throw. `network` and `timeout` are client-side
 * codes for answers that never arrived.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: FailureCode; fields?: FieldErrors };

export interface PostOptions {
  /** Sent as `Idempotency-Key`: a retry with the same key is answered, not stored twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** Returns a random `Idempotency-Key`; the forms' and the banner's tests hold it to the contract's pattern. */
export function createIdempotencyKey(): string {
  return randomKey();
}

/** Joins `base` and `path` without a doubled slash; an empty base means this origin. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/**
 * POSTs `body` as JSON. Never throws: every answer, including HTML error pages, offline and
 * timeout, becomes an {@link ApiResult} the widget can explain.
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

// Cached here rather than in turnstile.ts: each form bundles its own copy of that module,
// but the page should ask only once.
const configs = new Map<string, Promise<PublicConfig>>();
const refusedBases = new Set<string>();

/**
 * True once `apiBase` answered the config request with `origin_not_allowed`. The funnel then
 * stops sending, since every event would only log an error in the partner's console.
 */
export function originRefused(apiBase: string): boolean {
  return refusedBases.has(apiBase);
}

/**
 * Fetches `GET /api/config` of `apiBase` once per page. Never rejects: a failure resolves
 * without Turnstile and is not cached, so the next form asks again.
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
