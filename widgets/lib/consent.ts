/**
 * The visitor's stored cookie choice and the browser's Global Privacy Control signal, read
 * by the banner and by the forms' attribution. Storage failures never throw.
 */
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, type ConsentPreferences } from "../../contract/consent/keys.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A random UUID v4. Not `crypto.randomUUID()`: partner pages served over plain HTTP are no
 * secure context and lack it.
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

/** Returns null for a corrupt value, another shape or an older revision: each counts as no choice. */
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

/** Returns the stored choice, or null when there is none or it cannot be read. */
export function readPreferences(key: string = CONSENT_STORAGE_KEY): ConsentPreferences | null {
  try {
    return parsePreferences(storage()?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

/** Stores a new choice with a fresh consent id and returns it; it applies even if storing fails. */
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

/** Writes back an earlier choice unchanged, keeping its id and timestamp. */
export function restorePreferences(preferences: ConsentPreferences, key: string = CONSENT_STORAGE_KEY): void {
  try {
    storage()?.setItem(key, JSON.stringify(preferences));
  } catch {
    // Blocked storage: the choice still applies to this page view.
  }
}

/** Removes the stored choice. */
export function clearPreferences(key: string = CONSENT_STORAGE_KEY): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** The browser's Global Privacy Control signal: a standing refusal of tracking. */
export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
