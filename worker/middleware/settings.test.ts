import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../http/app-env.ts";
import { envWith, fetchWith } from "../testing/http.ts";
import { settings } from "./settings.ts";

afterEach(() => vi.restoreAllMocks());

describe("settings()", () => {
  it("hands the parsed settings on as c.var.config", async () => {
    const app = new Hono<AppEnv>()
      .use(settings())
      .get("/", (c) => c.json({ rateLimit: c.var.config.rateLimit, siteUrl: c.var.config.siteUrl }));
    const res = await app.request("/", {}, envWith({ RATE_LIMIT: "off", SITE_URL: "https://www.agency.example/" }));
    expect(await res.json()).toEqual({ rateLimit: false, siteUrl: "https://www.agency.example" });
  });

  it("logs each bad value once per isolate, however many requests read it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const misconfigured = envWith({
      SITE_URL: "agency-settings.example",
      ALLOWED_ORIGINS: "https://settings.example/shop",
      WEBHOOK_URLS: "http://settings-hook.example/x",
      WEBHOOK_SECRET: "not-a-secret",
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "",
      DKIM_DOMAIN: "settings.example",
      RETENTION_MONTHS: "zero",
      CONSENT_PROOF_MONTHS: "0",
      FUNNEL_RETENTION_MONTHS: "-13",
    });
    for (let i = 0; i < 2; i++) expect((await fetchWith(misconfigured, "/api/health")).status).toBe(200);
    const lines = error.mock.calls.map((call) => String(call[0]));
    const expected = [
      /^SITE_URL must be the site's absolute http\(s\) URL, got "agency-settings.example"/,
      /^ALLOWED_ORIGINS: ignoring "https:\/\/settings.example\/shop"/,
      /^WEBHOOK_URLS: ignoring "http:\/\/settings-hook.example\/x"/,
      /^WEBHOOK_SECRET is not a Standard Webhooks secret/,
      /^TURNSTILE_SITE_KEY is set but the secret TURNSTILE_SECRET_KEY is not/,
      /^DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and the secret DKIM_PRIVATE_KEY/,
      /^RETENTION_MONTHS must be a whole number of months >= 1, got "zero"/,
      /^CONSENT_PROOF_MONTHS must be a whole number of months >= 1, got "0"/,
      /^FUNNEL_RETENTION_MONTHS must be a whole number of months >= 1, got "-13"/,
    ];
    for (const pattern of expected)
      expect(
        lines.filter((line) => pattern.test(line)),
        String(pattern),
      ).toHaveLength(1);
    expect(lines).toHaveLength(expected.length);
  });

  it("reads the settings of the environment at hand, not of an earlier request", async () => {
    const config = new Hono<AppEnv>().use(settings()).get("/", (c) => c.json(c.var.config.turnstile));
    expect(await (await config.request("/", {}, env)).json()).toBeNull();
    const keys = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };
    expect(await (await config.request("/", {}, envWith(keys))).json()).toEqual({
      siteKey: keys.TURNSTILE_SITE_KEY,
      secretKey: keys.TURNSTILE_SECRET_KEY,
    });
  });
});
