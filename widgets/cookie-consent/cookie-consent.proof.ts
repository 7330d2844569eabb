/**
 * The proof of consent: the visitor's choice sent to the agency's API, retried a few times.
 */
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import { apiPaths } from "../../contract/limits.ts";
import type { Locale } from "../../contract/locales.ts";
import { createIdempotencyKey } from "../lib/api.ts";

/** Waits before the 2nd and 3rd attempt: a brief outage or a rate limit passes, a visitor's page view rarely ends first. */
export const CONSENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000];

/** Worth another try: no answer at all, a timeout, a rate limit or a server fault. A 4xx would fail again. */
function retryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Records the choice anonymously (`POST /api/consents`) so the agency can show when and
 * how consent was given. Fire and forget: a failed record never blocks the visitor, and
 * `keepalive` lets it finish when the choice is followed by a navigation. A failure that
 * may pass is retried with the same `Idempotency-Key` (one per choice), so a retry whose
 * first attempt did arrive answers that record instead of storing the proof twice.
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
    const res = await fetch(new URL(apiPaths.consents, apiBase).href, {
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
