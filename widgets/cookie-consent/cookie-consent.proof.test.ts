import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import { CONSENT_REVISION } from "../../contract/consent/keys.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { CONSENT_RETRY_DELAYS_MS, recordConsent } from "./cookie-consent.proof.ts";

const choice: ConsentPreferences = {
  functional: true,
  analytics: true,
  revision: CONSENT_REVISION,
  timestamp: "2026-06-15T12:00:00.000Z",
  consentId: "0b7e2c4e-8f1a-4c3b-9d2e-1a2b3c4d5e6f",
};

/** recordConsent with the clock run through its waits between attempts. */
async function record(...args: Parameters<typeof recordConsent>): Promise<boolean> {
  const result = recordConsent(...args);
  await vi.runAllTimersAsync();
  return result;
}

/** fetch answering each call with the next outcome: a status, or "offline" (a network error). */
function answers(...outcomes: (number | "offline")[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = outcomes.shift();
    if (next === undefined || next === "offline") throw new TypeError("Failed to fetch");
    return new Response(next === 201 ? '{"id":"con_x"}' : '{"error":"x"}', { status: next });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const keysOf = (fetchMock: ReturnType<typeof answers>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get("idempotency-key"));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("recordConsent", () => {
  it("sends the choice once with an Idempotency-Key when the first attempt succeeds", async () => {
    const fetchMock = answers(201);
    expect(await record("https://agency.example", choice, "de")).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://agency.example/api/consents");
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(keysOf(fetchMock)[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it("keeps a path prefix of the API base, and an empty base asks this origin", async () => {
    const fetchMock = answers(201, 201);
    expect(await record("https://agency.example/edge/", choice, "en")).toBe(true);
    expect(await record("", choice, "en")).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["https://agency.example/edge/api/consents", "/api/consents"]);
  });

  it("retries an outage, a server error and a rate limit with the same key and the same body", async () => {
    const fetchMock = answers("offline", 503, 201);
    expect(await record("https://agency.example", choice, "en")).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = keysOf(fetchMock);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init.body)).size).toBe(1);

    const limited = answers(429, 201);
    expect(await record("https://agency.example", choice, "en")).toBe(true);
    expect(limited).toHaveBeenCalledTimes(2);
  });

  it("waits between attempts, longer each time", async () => {
    const fetchMock = answers(503, 503, 201);
    const result = recordConsent("https://agency.example", choice, "en");
    await vi.advanceTimersByTimeAsync(CONSENT_RETRY_DELAYS_MS[0]! - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CONSENT_RETRY_DELAYS_MS[1]!);
    expect(await result).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last retry, and does not retry a refusal that would fail again", async () => {
    const down = answers(503, 503, 503, 201);
    expect(await record("https://agency.example", choice, "en")).toBe(false);
    expect(down).toHaveBeenCalledTimes(3);

    const refused = answers(400, 201);
    expect(await record("https://agency.example", choice, "en")).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("uses a new key for every choice", async () => {
    const fetchMock = answers(201, 201);
    await record("https://agency.example", choice, "en");
    await record("https://agency.example", { ...choice, analytics: false, consentId: crypto.randomUUID() }, "en");
    const [first, second] = keysOf(fetchMock);
    expect(first).not.toBe(second);
  });
});
