import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { d1Around } from "../db/system/d1/busy-retry.ts";
import { accessTokenFor } from "../staff/testing/access.ts";
import { expectError, fetchWith, newClientIp } from "../testing/http.ts";

/** The inbox's list, as the inbox asks for it, with `db` as the Worker's D1. */
async function staffListWith(db: D1Database): Promise<Response> {
  const headers = { "CF-Connecting-IP": newClientIp(), "Cf-Access-Jwt-Assertion": await accessTokenFor() };
  return fetchWith({ ...env, DB: db }, "/api/staff/leads", { headers });
}

/** D1 whose every call fails with `err`. */
const failingWith = (err: Error) => d1Around(env.DB, () => Promise.reject(err));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a failure no route answered itself", () => {
  it("is 503 database_unavailable when D1 raised it, with the log line that names the request", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await staffListWith(failingWith(new Error("D1_ERROR: no such table: project_inquiries: SQLITE_ERROR")));
    await expectError(res, 503, "database_unavailable");
    expect(logged).toHaveBeenCalledWith("GET /api/staff/leads failed", expect.any(Error));
  });

  it("stays 500 internal for anything else, so a bug is not reported as an outage", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await staffListWith(failingWith(new TypeError("Cannot read properties of undefined (reading 'results')")));
    await expectError(res, 500, "internal");
    expect(logged).toHaveBeenCalledWith("unhandled error", expect.any(TypeError));
  });
});
