/**
 * The optional Cloudflare Turnstile bot check of lead forms.
 */
import type { MiddlewareHandler } from "hono";
import { TURNSTILE_FIELD } from "../../contract/turnstile.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** Turnstile's documented upper bound: a longer token is refused without asking siteverify. */
const MAX_TOKEN_LENGTH = 2048;
/** siteverify normally answers in well under a second; a hung call must not hold the visitor. */
const SITEVERIFY_TIMEOUT_MS = 5_000;

/**
 * Whether siteverify accepts `token` for `secret`. Any failure (refusal, bad answer,
 * network error, timeout) is false: the form offers a retry rather than letting bots through.
 *
 * @see https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
async function verifyTurnstile(token: string, secret: string, remoteIp: string | undefined): Promise<boolean> {
  const form = new FormData();
  form.append("secret", secret);
  form.append("response", token);
  if (remoteIp) form.append("remoteip", remoteIp);
  form.append("idempotency_key", crypto.randomUUID());
  try {
    const res = await fetch(SITEVERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!res.ok) {
      console.error(`Turnstile siteverify answered ${res.status}`);
      await res.body?.cancel();
      return false;
    }
    const outcome = (await res.json()) as { success?: unknown; "error-codes"?: unknown };
    if (outcome.success !== true) console.warn("Turnstile check failed", JSON.stringify(outcome["error-codes"] ?? []));
    return outcome.success === true;
  } catch (err) {
    console.error("Turnstile siteverify unreachable", err);
    return false;
  }
}

/**
 * Removes the Turnstile token from `c.var.body` (the contract never sees it) and, when
 * Turnstile is configured, answers 403 `bot_check_failed` to a missing or unverified token.
 */
export function botCheck(): MiddlewareHandler<AppEnv> {
  return async function botCheck(c, next) {
    const body = c.var.body;
    let token: unknown;
    if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, TURNSTILE_FIELD)) {
      const { [TURNSTILE_FIELD]: sent, ...rest } = body as Record<string, unknown>;
      token = sent;
      c.set("body", rest);
    }
    const turnstile = c.var.config.turnstile;
    if (turnstile) {
      const valid =
        typeof token === "string" &&
        token.length > 0 &&
        token.length <= MAX_TOKEN_LENGTH &&
        (await verifyTurnstile(token, turnstile.secretKey, c.req.header("CF-Connecting-IP")));
      if (!valid) return apiError(c, 403, "bot_check_failed");
    }
    await next();
  };
}
