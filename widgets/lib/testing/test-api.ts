/**
 * For the widgets' tests only (no widget imports it): the lead API as the page's global
 * fetch sees it, so the forms run their real request code.
 */
import { vi } from "vitest";
import { apiPaths } from "../../../contract/limits.ts";

export const TEST_API = "https://api.example.test";

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** A JSON answer of the API. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Stubs the page's fetch: `GET /api/config` (is Turnstile on?) answers with `turnstile`,
 * none by default; every other request goes to `lead`, which so sees only the lead's POSTs.
 * `vi.unstubAllGlobals()` ends it.
 */
export function stubApi(lead: FetchMock, turnstile: { siteKey: string } | null = null): FetchMock {
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(apiPaths.config) ? Promise.resolve(answer(200, { turnstile })) : lead(input, init),
  );
  return lead;
}
