/**
 * One delivery attempt over HTTP, for every transport: a POST with a timeout, and its end
 * told apart as sent, refused for good, asked to wait, or unknown (it may have arrived).
 */

/**
 * What one delivery attempt came to. `error` is for staff (outbox.last_error), never for
 * visitors. `permanent`: the other side refused this payload for good (trying again sends
 * the same request and gets the same answer). `retryAfterMs`: it asked us to wait this long.
 * `uncertain`: no answer came (a timeout, a connection lost mid-request), so the other side
 * may have accepted the payload; an answer, even an error status, is never uncertain.
 */
export type SendResult = { ok: true } | { ok: false; error: string; permanent?: boolean; retryAfterMs?: number; uncertain?: boolean };

/** Delivers one outbox payload; `id` is the outbox row's id (stable across retries). */
export interface Sender<T> {
  readonly name: string;
  send(payload: T, meta: { id: string; now: Date }): Promise<SendResult>;
}

/**
 * A 4xx is the receiver refusing this request: a bad address, a rejected key, a URL that
 * is gone. Sending it again changes nothing, so it is permanent, except 408 (the receiver
 * timed out) and 429 (too many requests), which say "later". 5xx, 3xx, network errors and
 * timeouts are outages: transient.
 */
function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

// What looks like a credential in an answer (a receiver echoing our headers, a signing
// secret, a bearer token, any long key-like run) never reaches outbox.last_error, which
// staff list and export.
const SECRET_LIKE = /\b(?:whsec_[A-Za-z0-9+/=]+|Bearer\s+\S+|[A-Za-z0-9_-]{32,})/g;

/** A short, single-line excerpt of a refusal's body for staff, without control characters or anything key-like. */
function errorExcerpt(body: string): string {
  const flat = body
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
    .replace(SECRET_LIKE, "[redacted]")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

/** The longest wait a Retry-After header can impose (longer answers are capped, not obeyed). */
const MAX_RETRY_AFTER_MS = 6 * 60 * 60_000;

/** `Retry-After` as milliseconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * How long one attempt may take. A hung connection must not hold the claim forever; the
 * outbox retries later. The claim's lease is many times this (see leasePolicy.leaseMs),
 * and an attempt only starts while that much of the lease is left, so no other runner
 * can take a row whose send is still under way.
 */
export const ATTEMPT_TIMEOUT_MS = 10_000;

const NEVER_SENT = /refused|ENOTFOUND|EAI_AGAIN|getaddrinfo|DNS|no such host/i;

export interface PostOptions {
  /** Names the other side in errors: "MailChannels answered 500: ...". */
  label: string;
  headers: Record<string, string>;
  body: string;
  /** Statuses that mean "delivered". */
  accepted: (status: number) => boolean;
}

/**
 * One outbound POST as a delivery attempt: anything but an accepted status, a network
 * error or a timeout becomes a failed attempt with a short reason, never an exception.
 */
export async function postAttempt(url: string, { label, headers, body, accepted }: PostOptions): Promise<SendResult> {
  try {
    const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), redirect: "manual" });
    if (accepted(res.status)) {
      await res.body?.cancel();
      return { ok: true };
    }
    const detail = errorExcerpt(await res.text().catch(() => ""));
    const wait = retryAfterMs(res.headers.get("Retry-After"));
    return {
      ok: false,
      error: `${label} answered ${res.status}${detail ? `: ${detail}` : ""}`,
      ...(isPermanentStatus(res.status) ? { permanent: true } : {}),
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    };
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      return { ok: false, error: `${label} timed out after ${ATTEMPT_TIMEOUT_MS} ms`, uncertain: true };
    }
    const message = err instanceof Error ? err.message : String(err);
    // A refused connection or an unknown host never carried the request; anything else
    // (a reset, a lost connection) may have broken off after the other side accepted it.
    const neverSent = NEVER_SENT.test(message);
    return { ok: false, error: `${label} unreachable: ${errorExcerpt(message)}`, ...(neverSent ? {} : { uncertain: true }) };
  }
}
