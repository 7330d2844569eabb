import { apiPaths } from "../../contract/limits.ts";
import type { Locale } from "../../contract/options.ts";
import type { ConsentPreferences } from "./consent-storage.ts";

/**
 * Records the choice anonymously (`POST /api/consents`) so the agency can show when and
 * how consent was given. Fire and forget: a failed record never blocks the visitor, and
 * `keepalive` lets it finish when the choice is followed by a navigation.
 */
export function recordConsent(apiBase: string, preferences: ConsentPreferences, locale: Locale): Promise<boolean> {
  const body = JSON.stringify({
    consentId: preferences.consentId,
    functional: true,
    analytics: preferences.analytics,
    revision: preferences.revision,
    locale,
  });
  return fetch(new URL(apiPaths.consents, apiBase).href, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
    credentials: "omit",
  })
    .then((res) => res.ok)
    .catch(() => false);
}
