/**
 * The visitor's stored cookie choice and the browser's Global Privacy Control signal, read
 * by the banner and by the forms' attribution. Storage failures never throw.
 */
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, type ConsentPreferences } from "../../../contract/consent/keys.ts";
import { randomKey } from "../runtime/random.ts";
import { jsonStore } from "../runtime/storage.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID v4, the shape the API stores a consent id in: a random key with its version and variant digits set. */
function randomUuid(): string {
  const hex = randomKey();
  const variant = (8 | (Number.parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Returns undefined for another shape or an older revision: each counts as no choice. */
function parsePreferences(value: unknown): ConsentPreferences | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.functional !== true || typeof v.analytics !== "boolean") return undefined;
  if (v.revision !== CONSENT_REVISION) return undefined;
  if (typeof v.timestamp !== "string" || Number.isNaN(Date.parse(v.timestamp))) return undefined;
  if (typeof v.consentId !== "string" || !UUID.test(v.consentId)) return undefined;
  return { functional: true, analytics: v.analytics, revision: v.revision, timestamp: v.timestamp, consentId: v.consentId };
}

/** The choice stored under `key`; storage that is blocked, full or corrupt never throws. */
const stored = (key: string) => jsonStore(key, "local", parsePreferences);

/** Returns the stored choice, or null when there is none or it cannot be read. */
export function readPreferences(key: string = CONSENT_STORAGE_KEY): ConsentPreferences | null {
  return stored(key).read() ?? null;
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
  stored(key).write(preferences);
  return preferences;
}

/** Writes back an earlier choice unchanged, keeping its id and timestamp. */
export function restorePreferences(preferences: ConsentPreferences, key: string = CONSENT_STORAGE_KEY): void {
  stored(key).write(preferences);
}

/** Removes the stored choice. */
export function clearPreferences(key: string = CONSENT_STORAGE_KEY): void {
  stored(key).clear();
}

/** The browser's Global Privacy Control signal: a standing refusal of tracking. */
export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
