import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { base, partnerOrigins, post, validInquiry } from "../testing/http.ts";

// Every header an API answer carries, written out whole, so a header added, dropped or
// reworded fails here. The security headers are byte for byte those of our own middleware
// before Hono's secureHeaders replaced it; Hono's cors lists with "," instead of ", ", adds
// Expose-Headers to every answer and Vary: Access-Control-Request-Headers to a preflight.
const strictJson = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};
const exposed = { "access-control-expose-headers": "Retry-After,Idempotent-Replayed" };

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers);
}

describe("the API's security and CORS headers, exactly", () => {
  it("on a success, a 404 and a redirect without Origin", async () => {
    const health = await exports.default.fetch(`${base}/api/health`);
    expect(headersOf(health)).toEqual({ ...strictJson, ...exposed, "content-type": "application/json", vary: "Origin" });
    const nope = await exports.default.fetch(`${base}/api/nope`);
    expect(headersOf(nope)).toEqual({ ...strictJson, ...exposed, "content-type": "application/json", vary: "Origin" });
    const redirect = await exports.default.fetch(`${base}/api/newsletter/confirm?token=x`, { redirect: "manual" });
    expect(headersOf(redirect)).toEqual({ ...strictJson, ...exposed, location: "/newsletter/link-invalid", vary: "Origin" });
  });

  it("on an allowed partner's answer and a refused origin's 403", async () => {
    const ok = await exports.default.fetch(`${base}/api/health`, { headers: { Origin: partnerOrigins.x } });
    expect(headersOf(ok)).toEqual({
      ...strictJson,
      ...exposed,
      "access-control-allow-origin": partnerOrigins.x,
      "content-type": "application/json",
      vary: "Origin",
    });
    const refused = await post("/api/inquiries", validInquiry, { headers: { Origin: "https://evil.example" } });
    expect(headersOf(refused)).toEqual({
      ...strictJson,
      ...exposed,
      "access-control-allow-origin": "https://evil.example",
      "content-type": "application/json",
      vary: "Origin",
    });
  });

  it("on a preflight", async () => {
    const res = await exports.default.fetch(`${base}/api/inquiries`, {
      method: "OPTIONS",
      headers: { Origin: partnerOrigins.x, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(res.status).toBe(204);
    expect(headersOf(res)).toEqual({
      ...strictJson,
      ...exposed,
      "access-control-allow-headers": "Content-Type,Idempotency-Key",
      "access-control-allow-methods": "GET,POST,OPTIONS",
      "access-control-allow-origin": partnerOrigins.x,
      "access-control-max-age": "86400",
      vary: "Origin, Access-Control-Request-Headers",
    });
  });

  it("leaves what the static assets answer alone: the site's own headers come from _headers", async () => {
    for (const path of ["/", "/index.html", "/widgets/agency-widgets.js"]) {
      const res = await exports.default.fetch(`${base}${path}`, { redirect: "manual" });
      const direct = await env.ASSETS.fetch(new Request(`${base}${path}`, { redirect: "manual" }));
      expect(headersOf(res), path).toEqual(headersOf(direct));
    }
  });
});
