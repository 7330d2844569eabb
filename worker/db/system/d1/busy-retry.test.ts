import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, expectError, fetchWith, newClientIp, validInquiry } from "../../../testing/http.ts";
import { listOutboxForLead } from "../../testing/outbox-rows.ts";
import { type AroundD1, BUSY_PAUSES_MS, d1Around, retryingWhileBusy, whileBusy } from "./busy-retry.ts";

const busyError = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/**
 * `db` whose first `times` calls (a query's answer, a batch) fail as wrangler dev's local D1
 * does while another process holds the database file's write lock; then the real ones.
 */
function busyFor(db: D1Database, times: number): { db: D1Database; failed: () => number } {
  let failed = 0;
  const busy: AroundD1 = (call) => {
    if (failed >= times) return call();
    failed += 1;
    return Promise.reject(busyError());
  };
  return { db: d1Around(db, busy), failed: () => failed };
}

function postInquiry(workerEnv: typeof env, body: unknown): Promise<Response> {
  return fetchWith(workerEnv, "/api/inquiries", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
    body: JSON.stringify(body),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("whileBusy", () => {
  it("tries a busy call again after each pause, and answers with the try that worked", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const attempt = vi.fn().mockRejectedValueOnce(busyError()).mockRejectedValueOnce(busyError()).mockResolvedValue("stored");
    await expect(whileBusy(attempt, "a test")).resolves.toBe("stored");
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(`D1 was busy (a test); trying again in ${BUSY_PAUSES_MS[0]} ms`);
  });

  it("counts a commit token that could not be had (wrangler dev's busy lock, rolled back) as busy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const tokenLost = new Error("D1_ERROR: Failed to get session commit token: internal error; reference = pb6ok52rmnrnraa5i06habk1");
    const attempt = vi.fn().mockRejectedValueOnce(tokenLost).mockResolvedValue("stored");
    await expect(whileBusy(attempt, "a test")).resolves.toBe("stored");
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("never tries again what failed for another reason: a constraint, a missing table", async () => {
    for (const message of ["D1_ERROR: UNIQUE constraint failed: project_inquiries.idempotency_key", "D1_ERROR: no such table: referrals"]) {
      const attempt = vi.fn().mockRejectedValue(new Error(message));
      await expect(whileBusy(attempt, "a test")).rejects.toThrow(message);
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it("gives up after the last pause with the busy error itself", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const attempt = vi.fn().mockRejectedValue(busyError());
    await expect(whileBusy(attempt, "a test")).rejects.toThrow("SQLITE_BUSY");
    expect(attempt).toHaveBeenCalledTimes(BUSY_PAUSES_MS.length + 1);
  });
});

describe("retryingWhileBusy", () => {
  it("tries statements (bound or not) and batches again, and leaves the rest of D1 as it is", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const flaky = busyFor(env.DB, 3);
    const db = retryingWhileBusy(flaky.db);
    expect(await db.prepare("SELECT 41 + ? AS n").bind(1).first<number>("n")).toBe(42);
    expect((await db.prepare("SELECT 1 AS n").all()).results).toEqual([{ n: 1 }]);
    const [a, b] = await db.batch<{ n: number }>([db.prepare("SELECT 1 AS n"), db.prepare("SELECT ? AS n").bind(2)]);
    expect([a!.results, b!.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(flaky.failed()).toBe(3);
  });
});

describe("a lead while the local database is busy", () => {
  it("is stored once and answered 201, with its mails, instead of a 503 the visitor must send again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await countRows("project_inquiries");
    const flaky = busyFor(env.DB, 2);
    const res = await postInquiry({ ...env, DB: flaky.db }, { ...validInquiry, email: "busy@example.com" });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(flaky.failed()).toBe(2);
    expect(await countRows("project_inquiries")).toBe(before + 1);
    expect((await listOutboxForLead(env.DB, id)).length).toBeGreaterThan(0);
  });

  it("still answers 503 database_unavailable, storing nothing, when SQLite stays busy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await countRows("project_inquiries");
    const res = await postInquiry({ ...env, DB: busyFor(env.DB, 1_000).db }, { ...validInquiry, email: "stays-busy@example.com" });
    await expectError(res, 503, "database_unavailable");
    expect(await countRows("project_inquiries")).toBe(before);
  });
});
