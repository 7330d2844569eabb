/**
 * Records the visitor's choice with the agency's API as proof of consent.
 */
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import { apiPaths } from "../../contract/limits.ts";
import type { Locale } from "../../contract/locales.ts";
import { apiUrl, createIdempotencyKey } from "../lib/net/api.ts";

/** Delays before the 2nd and 3rd attempt: long enough for a brief outage or rate limit, shorter than most page views. */
export const CONSENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000];

/** No answer, a timeout, a rate limit or a server fault; any other 4xx would fail again. */
function retryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Records the choice anonymously (`POST /api/consents`). Resolves true once stored, false
 * once it has failed for good. Retries reuse one `Idempotency-Key`, so a retry of an
 * attempt that did arrive is not stored twice; `keepalive` lets it outlive a navigation.
 */
export async function recordConsent(apiBase: string, preferences: ConsentPreferences, locale: Locale): Promise<boolean> {
  const body = JSON.stringify({
    consentId: preferences.consentId,
    functional: true,
    analytics: preferences.analytics,
    revision: preferences.revision,
    locale,
  });
  const idempotencyKey = createIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(apiUrl(apiBase, apiPaths.consents), {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body,
      keepalive: true,
      credentials: "omit",
    }).catch(() => null);
    if (res?.ok) return true;
    const delay = CONSENT_RETRY_DELAYS_MS[attempt];
    if (!retryable(res?.status ?? 0) || delay === undefined) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
