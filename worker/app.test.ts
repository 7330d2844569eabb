import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const base = "https://agency.test";

describe("GET /api/health", () => {
  it("answers ok once the real migrations ran", async () => {
    const res = await exports.default.fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, not the site", async () => {
    const res = await exports.default.fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found" });
  });
});
