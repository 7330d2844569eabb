import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TURNSTILE_FIELD } from "../contract/turnstile.ts";
import { base, countRows, envWith, expectError, fetchWith, newClientIp, post, validInquiry, validReferral } from "./testing/http.ts";

type Table = "project_inquiries" | "referrals" | "newsletter_subscribers" | "consents";

/** Every POST endpoint with a body it accepts and the table that body lands in. */
const endpoints: { path: string; valid: Record<string, unknown>; table: Table; textField: string }[] = [
  { path: "/api/inquiries", valid: validInquiry, table: "project_inquiries", textField: "name" },
  { path: "/api/referrals", valid: validReferral, table: "referrals", textField: "referralName" },
  { path: "/api/newsletter", valid: { email: "hardening@example.com", locale: "en" }, table: "newsletter_subscribers", textField: "email" },
  {
    path: "/api/consents",
    valid: { consentId: "0b6f3c2e-6a43-4f0e-9d7a-3c1f5b2a9e10", functional: true, analytics: false, revision: 1, locale: "en" },
    table: "consents",
    textField: "consentId",
  },
];

function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

describe("body checks before validation, on every POST endpoint", () => {
  for (const { path, valid, table, textField } of endpoints) {
    it(`${path}: deep nesting is 400 invalid_body and stores nothing`, async () => {
      const before = await countRows(table);
      const firstField = Object.keys(valid)[0]!;
      for (const raw of [
        JSON.stringify(valid).replace(/^\{/, `{"deep":${nested(5000)},`),
        JSON.stringify({ ...valid, [firstField]: "x" }).replace('"x"', nested(5000)),
        `{"a":${'{"a":'.repeat(20)}1${"}".repeat(20)}}`,
        nested(5000),
      ]) {
        await expectError(await post(path, undefined, { raw }), 400, "invalid_body");
      }
      // Brackets inside strings are text, not nesting.
      const bracketText = await post(path, undefined, { raw: JSON.stringify(valid).replace(/^\{/, `{"x":"${"[".repeat(50)}",`) });
      expect(bracketText.status).toBe(400);
      expect(((await bracketText.json()) as { error: string }).error).toBe("validation_failed");
      expect(await countRows(table)).toBe(before);
    });

    it(`${path}: disguising characters in a one-line field are invalid_characters`, async () => {
      const before = await countRows(table);
      for (const bad of ["A\u202eB", "A\u2067B", "A\u200bB", "A\ufeffB", "A\u0085B", "A\u009bB", "A\u0007B", "A\tB"]) {
        await expectError(await post(path, { ...valid, [textField]: bad }), 400, "validation_failed", {
          [textField]: "invalid_characters",
        });
      }
      const lone = JSON.stringify(valid).replace(/^\{/, `{"${textField}":"A \\ud800 B",`);
      const res = await post(path, undefined, { raw: lone.replace(new RegExp(`,"${textField}":"[^"]*"`), "") });
      await expectError(res, 400, "validation_failed", { [textField]: "invalid_characters" });
      expect(await countRows(table)).toBe(before);
    });
  }

  it("free text keeps line breaks and tabs but not bidi controls or lone surrogates", async () => {
    const ok = await post("/api/inquiries", { ...validInquiry, projectDescription: "Line 1\r\nLine 2\n\tindented" });
    expect(ok.status).toBe(201);
    const before = await countRows("project_inquiries");
    await expectError(
      await post("/api/inquiries", { ...validInquiry, projectDescription: "pay \u202egnp.exe" }),
      400,
      "validation_failed",
      {
        projectDescription: "invalid_characters",
      },
    );
    const raw = JSON.stringify(validInquiry).replace("Patients book", "Patients \\udc00 book");
    await expectError(await post("/api/inquiries", undefined, { raw }), 400, "validation_failed", {
      projectDescription: "invalid_characters",
    });
    expect(await countRows("project_inquiries")).toBe(before);
  });
});

describe("Idempotency-Key reuse", () => {
  for (const { path, valid, table } of endpoints.slice(0, 2)) {
    it(`${path}: same body replays, a different body is 422 and stores nothing`, async () => {
      const key = crypto.randomUUID();
      const first = await post(path, valid, { headers: { "Idempotency-Key": key } });
      expect(first.status).toBe(201);
      const firstBody = (await first.json()) as { id: string };
      const before = await countRows(table);
      const outbox = await countRows("outbox");

      // The same submission with its fields in another order and untrimmed is the same body.
      const reordered = Object.fromEntries(
        Object.entries(valid)
          .reverse()
          .map(([k, v]) => [k, k === "name" ? ` ${String(v)} ` : v]),
      );
      const replay = await post(path, reordered, { headers: { "Idempotency-Key": key } });
      expect(replay.status).toBe(201);
      expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
      // The same answer, an inquiry's booking token included.
      expect(await replay.json()).toEqual(firstBody);

      const other = await post(path, { ...valid, name: "Someone Else" }, { headers: { "Idempotency-Key": key } });
      await expectError(other, 422, "idempotency_key_reused");
      expect(other.headers.get("Idempotent-Replayed")).toBeNull();
      expect(await countRows(table)).toBe(before);
      expect(await countRows("outbox")).toBe(outbox);
    });
  }

  it("under concurrent requests: one lead, same bodies get its id, different bodies get 422", async () => {
    const key = crypto.randomUUID();
    const before = await countRows("project_inquiries");
    const bodies = [
      validInquiry,
      { ...validInquiry, companyName: "Other GmbH" },
      validInquiry,
      { ...validInquiry, phone: "" },
      validInquiry,
    ];
    const answers = await Promise.all(bodies.map((b) => post("/api/inquiries", b, { headers: { "Idempotency-Key": key } })));
    const results = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: (await r.json()) as { id?: string; error?: string } })),
    );
    expect(await countRows("project_inquiries")).toBe(before + 1);
    const stored = await env.DB.prepare("SELECT id, company_name, contact_phone FROM project_inquiries WHERE idempotency_key = ?1")
      .bind(key)
      .first<{ id: string; company_name: string; contact_phone: string }>();
    const winner = bodies.find((b) => b.companyName === stored?.company_name && b.phone === stored?.contact_phone)!;
    results.forEach((result, i) => {
      if (bodies[i] === winner) expect(result).toEqual({ status: 201, body: { id: stored?.id, bookingToken: expect.any(String) } });
      else expect(result).toEqual({ status: 422, body: { error: "idempotency_key_reused" } });
    });
  });
});

const PASS_SECRET = "1x0000000000000000000000000000000AA";
const FAIL_SECRET = "2x0000000000000000000000000000000AA";
const SPENT_SECRET = "3x0000000000000000000000000000000AA";
const SITE_KEY = "1x00000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

function withTurnstile(secret: string | undefined, siteKey = SITE_KEY) {
  const turnstileEnv = envWith({ TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secret });
  return (path: string, body: unknown, init: RequestInit = {}) =>
    fetchWith(turnstileEnv, path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
      body: JSON.stringify(body),
      ...init,
    });
}

describe("Turnstile", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is off by default: no token needed, a sent token is ignored, /api/config says null", async () => {
    expect((await post("/api/inquiries", validInquiry)).status).toBe(201);
    expect((await post("/api/inquiries", { ...validInquiry, [TURNSTILE_FIELD]: "anything" })).status).toBe(201);
    const res = await exports.default.fetch(`${base}/api/config`, { headers: { Origin: "http://localhost:8790" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ turnstile: null, scheduling: true });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:8790");
  });

  it("when configured, /api/config hands out the site key (never the secret)", async () => {
    const res = await withTurnstile(PASS_SECRET)("/api/config", undefined, { method: "GET", body: undefined });
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ turnstile: { siteKey: SITE_KEY }, scheduling: true });
    expect(text).not.toContain(PASS_SECRET);
  });

  it("stays off when the secret is missing, rather than refusing every lead", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await withTurnstile(undefined)("/api/inquiries", validInquiry);
    expect(res.status).toBe(201);
  });

  for (const path of ["/api/inquiries", "/api/referrals", "/api/newsletter"]) {
    const valid = endpoints.find((e) => e.path === path)!;
    it(`${path}: missing, invalid, spent token and siteverify down are 403 bot_check_failed; a valid token passes`, async () => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const body = { ...valid.valid, email: `turnstile-${crypto.randomUUID()}@example.com` };
      const before = await countRows(valid.table);
      const outbox = await countRows("outbox");
      await expectError(await withTurnstile(PASS_SECRET)(path, body), 403, "bot_check_failed");
      await expectError(await withTurnstile(PASS_SECRET)(path, { ...body, [TURNSTILE_FIELD]: "" }), 403, "bot_check_failed");
      await expectError(await withTurnstile(PASS_SECRET)(path, { ...body, [TURNSTILE_FIELD]: 42 }), 403, "bot_check_failed");
      // Longer than any Turnstile token: refused before siteverify, which would pass it here.
      await expectError(await withTurnstile(PASS_SECRET)(path, { ...body, [TURNSTILE_FIELD]: "x".repeat(2049) }), 403, "bot_check_failed");
      await expectError(await withTurnstile(FAIL_SECRET)(path, { ...body, [TURNSTILE_FIELD]: DUMMY_TOKEN }), 403, "bot_check_failed");
      await expectError(await withTurnstile(SPENT_SECRET)(path, { ...body, [TURNSTILE_FIELD]: DUMMY_TOKEN }), 403, "bot_check_failed");
      await expectError(await withTurnstile("mock-down")(path, { ...body, [TURNSTILE_FIELD]: DUMMY_TOKEN }), 403, "bot_check_failed");
      expect(await countRows(valid.table)).toBe(before);
      expect(await countRows("outbox")).toBe(outbox);

      const ok = await withTurnstile(PASS_SECRET)(path, { ...body, [TURNSTILE_FIELD]: DUMMY_TOKEN });
      expect(ok.status).toBe(201);
      expect(await countRows(valid.table)).toBe(before + 1);
    });
  }

  it("treats an unreachable siteverify as a failed check", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const before = await countRows("project_inquiries");
    await expectError(
      await withTurnstile(PASS_SECRET)("/api/inquiries", { ...validInquiry, [TURNSTILE_FIELD]: DUMMY_TOKEN }),
      403,
      "bot_check_failed",
    );
    expect(await countRows("project_inquiries")).toBe(before);
  });

  it("never asks for a token on consents", async () => {
    const res = await withTurnstile(PASS_SECRET)("/api/consents", endpoints[3]!.valid);
    expect(res.status).toBe(201);
  });
});
