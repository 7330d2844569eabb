/**
 * The visitor's stored cookie choice (read, saved, restored, cleared) and the browser's
 * Global Privacy Control, read by the banner and by the forms' attribution.
 */
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, type ConsentPreferences } from "../../contract/consent/keys.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A random UUID v4. Not `crypto.randomUUID()`: partner pages served over plain HTTP are
 * not a secure context and lack it, while `getRandomValues` works everywhere.
 */
function randomUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed iframes) must not break the page.
    return null;
  }
}

/** A stored value that is corrupt, of another shape or of an older revision counts as no choice. */
function parsePreferences(raw: string | null): ConsentPreferences | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.functional !== true || typeof v.analytics !== "boolean") return null;
  if (v.revision !== CONSENT_REVISION) return null;
  if (typeof v.timestamp !== "string" || Number.isNaN(Date.parse(v.timestamp))) return null;
  if (typeof v.consentId !== "string" || !UUID.test(v.consentId)) return null;
  return { functional: true, analytics: v.analytics, revision: v.revision, timestamp: v.timestamp, consentId: v.consentId };
}

export function readPreferences(key: string = CONSENT_STORAGE_KEY): ConsentPreferences | null {
  try {
    return parsePreferences(storage()?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function savePreferences(analytics: boolean, key: string = CONSENT_STORAGE_KEY, now: Date = new Date()): ConsentPreferences {
  const preferences: ConsentPreferences = {
    functional: true,
    analytics,
    revision: CONSENT_REVISION,
    timestamp: now.toISOString(),
    consentId: randomUuid(),
  };
  try {
    storage()?.setItem(key, JSON.stringify(preferences));
  } catch {
    // Quota or blocked storage: the choice still applies to this page view.
  }
  return preferences;
}

/** Writes back a choice exactly as it was (the visitor reopened the banner and closed it again). */
export function restorePreferences(preferences: ConsentPreferences, key: string = CONSENT_STORAGE_KEY): void {
  try {
    storage()?.setItem(key, JSON.stringify(preferences));
  } catch {
    // Blocked storage: the choice still applies to this page view.
  }
}

export function clearPreferences(key: string = CONSENT_STORAGE_KEY): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The browser's Global Privacy Control signal: a standing refusal of tracking. */
export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
