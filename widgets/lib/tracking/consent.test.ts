import { afterEach, describe, expect, it, vi } from "vitest";
import { validateConsent } from "../../../contract/consent/wire.ts";
import { clearPreferences, readPreferences, savePreferences } from "./consent.ts";

const KEY = "agency-cookie-preferences-test";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the stored cookie choice", () => {
  it("stores a choice with a fresh UUID v4 the API accepts, reads it back and removes it", () => {
    const saved = savePreferences(true, KEY, new Date("2026-06-15T12:00:00.000Z"));
    expect(saved.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(savePreferences(true, KEY).consentId).not.toBe(saved.consentId);
    const { consentId, analytics, revision } = saved;
    expect(validateConsent({ consentId, functional: true, analytics, revision, locale: "en" }).ok).toBe(true);
    savePreferences(false, KEY);
    expect(readPreferences(KEY)).toMatchObject({ analytics: false });
    clearPreferences(KEY);
    expect(readPreferences(KEY)).toBeNull();
  });

  it("counts a corrupt or foreign value as no choice, and a blocked storage never throws", () => {
    localStorage.setItem(KEY, "{not json");
    expect(readPreferences(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ functional: true, analytics: true }));
    expect(readPreferences(KEY)).toBeNull();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(savePreferences(true, KEY).analytics).toBe(true);
  });
});
