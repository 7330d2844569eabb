import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "../../../contract/consent/keys.ts";
import type { FieldErrors } from "../../../contract/errors.ts";
import { readConsent } from "../../db/testing/rows.ts";
import { countRows, expectError, post } from "../../testing/http.ts";

const record = () => ({
  consentId: "0b7e2c4e-8f1a-4c3b-9d2e-1a2b3c4d5e6f",
  functional: true,
  analytics: true,
  revision: CONSENT_REVISION,
  locale: "de",
});

describe("POST /api/consents", () => {
  it("stores the choice anonymously: no IP address, no user agent, only the page origin", async () => {
    const res = await post("/api/consents", record(), {
      headers: { Origin: "https://agency.test", "CF-Connecting-IP": "203.0.113.7", "User-Agent": "Mozilla/5.0 Test" },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^con_[a-z2-7]{16}$/);
    const row = await readConsent(env.DB, id);
    expect(row).toMatchObject({
      consent_id: "0b7e2c4e-8f1a-4c3b-9d2e-1a2b3c4d5e6f",
      functional: 1,
      analytics: 1,
      revision: CONSENT_REVISION,
      locale: "de",
      source: "https://agency.test",
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("Mozilla");
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('consents')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/ip|agent/i)]));
  });

  it("stores a refusal too (analytics false)", async () => {
    const res = await post("/api/consents", { ...record(), analytics: false, locale: "en" });
    expect(res.status).toBe(201);
    const row = await readConsent(env.DB, ((await res.json()) as { id: string }).id);
    expect(row).toMatchObject({ analytics: 0, locale: "en" });
  });

  it.each<[string, Record<string, unknown>, FieldErrors]>([
    ["a consent id that is no UUID", { consentId: "not-a-uuid" }, { consentId: "invalid_type" }],
    ["functional false", { functional: false }, { functional: "must_confirm" }],
    ["analytics as a string", { analytics: "yes" }, { analytics: "invalid_type" }],
    ["a revision of 0", { revision: 0 }, { revision: "invalid_type" }],
    ["an unknown locale", { locale: "pt" }, { locale: "invalid_option" }],
    ["an extra field (an IP smuggled in)", { ip: "203.0.113.7" }, { ip: "unknown_field" }],
  ])("refuses %s with a field code", async (_label, patch, fields) => {
    const before = await countRows("consents");
    await expectError(await post("/api/consents", { ...record(), ...patch }), 400, "validation_failed", fields);
    expect(await countRows("consents")).toBe(before);
  });

  it("refuses non-objects, non-JSON and a foreign origin", async () => {
    await expectError(await post("/api/consents", [record()]), 400, "invalid_body");
    await expectError(await post("/api/consents", null, { raw: "{nope" }), 400, "invalid_json");
    await expectError(await post("/api/consents", record(), { headers: { "Content-Type": "text/plain" } }), 415, "unsupported_media_type");
    await expectError(await post("/api/consents", record(), { headers: { Origin: "https://evil.example" } }), 403, "origin_not_allowed");
  });

  describe("Idempotency-Key", () => {
    const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });
    const consentIdsOf = async (consentId: string) =>
      (await env.DB.prepare("SELECT id FROM consents WHERE consent_id = ?1").bind(consentId).all<{ id: string }>()).results.map(
        (r) => r.id,
      );

    it("answers a retry with the same key and body with the first id and stores nothing new", async () => {
      const body = { ...record(), consentId: crypto.randomUUID() };
      const key = crypto.randomUUID();
      const first = await post("/api/consents", body, withKey(key));
      expect(first.status).toBe(201);
      expect(first.headers.get("Idempotent-Replayed")).toBeNull();
      const { id } = (await first.json()) as { id: string };

      const retry = await post("/api/consents", body, withKey(key));
      expect(retry.status).toBe(201);
      expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await retry.json()).toEqual({ id });
      expect(await consentIdsOf(body.consentId)).toEqual([id]);
      expect(await readConsent(env.DB, id)).toMatchObject({
        idempotency_key: key,
        idempotency_body_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it("replays a retry whose fields come in another order (the same choice)", async () => {
      const body = { ...record(), consentId: crypto.randomUUID() };
      const key = crypto.randomUUID();
      const { id } = (await (await post("/api/consents", body, withKey(key))).json()) as { id: string };
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const retry = await post("/api/consents", reordered, withKey(key));
      expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await retry.json()).toEqual({ id });
    });

    it("refuses the same key with another body (422 idempotency_key_reused) and stores nothing", async () => {
      const body = { ...record(), consentId: crypto.randomUUID() };
      const key = crypto.randomUUID();
      expect((await post("/api/consents", body, withKey(key))).status).toBe(201);
      const before = await countRows("consents");
      await expectError(await post("/api/consents", { ...body, analytics: false }, withKey(key)), 422, "idempotency_key_reused");
      expect(await countRows("consents")).toBe(before);
      expect(await consentIdsOf(body.consentId)).toHaveLength(1);
    });

    it("stores exactly one record when retries of one choice race", async () => {
      const body = { ...record(), consentId: crypto.randomUUID() };
      const key = crypto.randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => post("/api/consents", body, withKey(key))));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      expect(answers.filter((r) => r.headers.get("Idempotent-Replayed") === "true")).toHaveLength(4);
      expect(await consentIdsOf(body.consentId)).toEqual([ids[0]]);
    });

    it("keeps different keys apart, and stores without a key as before", async () => {
      const body = { ...record(), consentId: crypto.randomUUID() };
      const a = await post("/api/consents", body, withKey(crypto.randomUUID()));
      const b = await post("/api/consents", body, withKey(crypto.randomUUID()));
      const c = await post("/api/consents", body);
      const d = await post("/api/consents", body);
      const ids = await Promise.all([a, b, c, d].map(async (r) => ((await r.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(4);
      expect(await consentIdsOf(body.consentId)).toHaveLength(4);
      expect(await readConsent(env.DB, ids[2]!)).toMatchObject({ idempotency_key: null, idempotency_body_hash: null });
    });

    it("refuses a key of the wrong shape", async () => {
      const before = await countRows("consents");
      await expectError(await post("/api/consents", record(), withKey("short")), 400, "invalid_idempotency_key");
      expect(await countRows("consents")).toBe(before);
    });
  });

  it("answers 405 to other methods", async () => {
    const res = await post("/api/consents", undefined, { method: "GET", raw: undefined as unknown as string });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
