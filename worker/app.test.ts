import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "../contract/limits.ts";
import { base, countRows, envWith, expectError, fetchWith, newClientIp, post, validInquiry } from "./testing/http.ts";

describe("GET /api/health", () => {
  it("answers ok once the real migrations ran", async () => {
    const res = await exports.default.fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      ok: true,
      mail: "configured",
      webhooks: "off",
      delivery: "ok",
      outbox: { pending: 0, dead: 0, oldestPendingMinutes: null },
    });
  });

  it("answers 405 to a POST", async () => {
    await expectError(await post("/api/health", {}), 405, "method_not_allowed");
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, not the site", async () => {
    const res = await exports.default.fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found" });
  });

  it("answer a JSON 404 to a POST as well", async () => {
    await expectError(await post("/api/consents-typo", {}), 404, "not_found");
  });
});

describe("security headers", () => {
  it("are on every API answer: success, error, 404 and redirect", async () => {
    const answers = [
      await exports.default.fetch(`${base}/api/health`),
      await post("/api/inquiries", { name: "x" }),
      await exports.default.fetch(`${base}/api/nope`),
      await exports.default.fetch(`${base}/api/newsletter/confirm?token=x`, { redirect: "manual" }),
      await post("/api/inquiries", validInquiry, { headers: { Origin: "https://evil.example" } }),
    ];
    for (const res of answers) {
      expect(res.headers.get("X-Content-Type-Options"), String(res.status)).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("CORS and the Origin check", () => {
  const partner = "http://localhost:8790";

  it("answers the preflight of an allowed partner", async () => {
    const res = await exports.default.fetch(`${base}/api/inquiries`, {
      method: "OPTIONS",
      headers: {
        Origin: partner,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(partner);
    expect(res.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("idempotency-key");
  });

  it("lets the site's own origin, allowed partners and origin-less clients post", async () => {
    for (const origin of [base, partner, "http://127.0.0.1:8790", undefined]) {
      const res = await post("/api/inquiries", validInquiry, { headers: origin ? { Origin: origin } : {} });
      expect(res.status, origin).toBe(201);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin ?? null);
    }
  });

  it("refuses a POST from another origin with 403 and stores nothing", async () => {
    const before = await countRows("project_inquiries");
    for (const origin of ["https://evil.example", "null", "http://localhost:8791", "https://agency.test.evil.example"]) {
      await expectError(await post("/api/inquiries", validInquiry, { headers: { Origin: origin } }), 403, "origin_not_allowed");
    }
    expect(await countRows("project_inquiries")).toBe(before);
  });

  it("puts the CORS headers on error answers too, so the partner's widget can read the code", async () => {
    const res = await post("/api/inquiries", { name: "" }, { headers: { Origin: partner } });
    expect(res.status).toBe(400);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(partner);
  });
});

describe("request checks", () => {
  it("refuses anything but JSON with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
      "",
    ]) {
      await expectError(await post("/api/inquiries", validInquiry, { headers: { "Content-Type": type } }), 415, "unsupported_media_type");
    }
    expect((await post("/api/inquiries", validInquiry, { headers: { "Content-Type": "Application/JSON; charset=UTF-8" } })).status).toBe(
      201,
    );
  });

  it("refuses bodies over the limit with 413, by length and while streaming", async () => {
    const big = JSON.stringify({ ...validInquiry, projectDescription: "x".repeat(MAX_BODY_BYTES) });
    await expectError(await post("/api/inquiries", undefined, { raw: big }), 413, "payload_too_large");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i <= MAX_BODY_BYTES / 1024 + 1; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        controller.close();
      },
    });
    await expectError(await post("/api/inquiries", undefined, { raw: stream }), 413, "payload_too_large");
  });

  it("answers 400 invalid_body to a body that breaks off while being read, logging no unhandled error", async () => {
    const error = vi.spyOn(console, "error");
    const before = await countRows("project_inquiries");
    for (const path of ["/api/inquiries", "/api/referrals", "/api/newsletter", "/api/consents", "/api/events", "/api/newsletter/confirm"]) {
      // Half a JSON body, then the stream errors: an upload the client aborted, or broken chunking.
      const aborted = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"name":"Anna Hu'));
        },
        pull(controller) {
          controller.error(new TypeError("Network connection lost."));
        },
      });
      const type = path.endsWith("/confirm") ? "application/x-www-form-urlencoded" : "application/json";
      const res = await fetchWith(env, path, {
        method: "POST",
        headers: { "Content-Type": type, "CF-Connecting-IP": newClientIp() },
        body: aborted,
        duplex: "half",
      } as RequestInit);
      await expectError(res, 400, "invalid_body");
    }
    expect(error.mock.calls.map((call) => String(call[0]))).not.toContain("unhandled error");
    expect(await countRows("project_inquiries")).toBe(before);
    error.mockRestore();
  });

  it("refuses malformed JSON with 400 invalid_json", async () => {
    await expectError(await post("/api/inquiries", undefined, { raw: "{" }), 400, "invalid_json");
    await expectError(await post("/api/inquiries", undefined, { raw: new Uint8Array([0x7b, 0xff, 0x7d]) }), 400, "invalid_json");
  });

  it("refuses a malformed Idempotency-Key", async () => {
    for (const key of ["short", "has space in it", "x".repeat(101), "key/with/slashes+plus"]) {
      await expectError(
        await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": key } }),
        400,
        "invalid_idempotency_key",
      );
    }
  });

  it("can be switched off for load tests (RATE_LIMIT = off)", async () => {
    const ip = newClientIp();
    const offEnv = envWith({ RATE_LIMIT: "off" });
    for (let i = 0; i < 12; i++) {
      const res = await fetchWith(offEnv, "/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ email: `off${i}@example.com` }),
      });
      expect(res.status).toBe(201);
    }
  });
});
