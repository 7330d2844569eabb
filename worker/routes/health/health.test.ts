import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectedMigrations } from "../../db/system/d1/migrations.ts";
import { base, runCron, sendableMessage } from "../../testing/http.ts";
import { STALLED_AFTER_MINUTES } from "./index.ts";

const MIN = 60_000;

/** An outbox row queued `minutesAgo` minutes ago in `status`. */
function row(id: string, status: "pending" | "sent" | "dead", minutesAgo: number, nextAttemptInMinutes = 60) {
  const created = new Date(Date.now() - minutesAgo * MIN).toISOString();
  const next = new Date(Date.now() + nextAttemptInMinutes * MIN).toISOString();
  return env.DB.prepare(
    `INSERT INTO outbox (id, channel, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at, last_error)
     VALUES (?1, 'mail', 'inquiry_notification', 'inq_health0000000000', 'hello@example.com', 's', '{}', ?2, 1, ?3, ?4, ?5)`,
  ).bind(id, status, next, created, status === "dead" ? "refused permanently: MailChannels answered 400" : null);
}

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await exports.default.fetch(`${base}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM outbox").run();
});
afterEach(() => vi.restoreAllMocks());

describe("GET /api/health reports the outbox", () => {
  it("counts pending and dead rows over both channels and the age of the oldest pending one", async () => {
    await env.DB.batch([row("out_a", "pending", 12), row("out_b", "pending", 3), row("out_c", "sent", 500), row("out_d", "dead", 30)]);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, delivery: "degraded", outbox: { pending: 2, dead: 1, oldestPendingMinutes: 12 } });
  });

  it("says delivery is ok while mail only waits for its next attempt", async () => {
    await env.DB.batch([row("out_a", "pending", 10), row("out_b", "sent", 5000)]);
    expect((await health()).body).toMatchObject({ delivery: "ok", outbox: { pending: 1, dead: 0, oldestPendingMinutes: 10 } });
  });

  it("says delivery is degraded once the oldest pending mail waits longer than the stall limit", async () => {
    await env.DB.batch([row("out_a", "pending", STALLED_AFTER_MINUTES + 1)]);
    expect((await health()).body).toMatchObject({
      delivery: "degraded",
      outbox: { pending: 1, dead: 0, oldestPendingMinutes: STALLED_AFTER_MINUTES + 1 },
    });
  });
});

describe("the cron's outbox line", () => {
  async function cronLines(): Promise<Record<string, unknown>[]> {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await runCron();
    return log.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.startsWith('{"event":"outbox"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it("is logged once per run, also when nothing was due", async () => {
    const lines = await cronLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ claimed: 0, sent: 0, dead: 0, pending: 0, deadTotal: 0, oldestPendingMinutes: null });
  });

  it("says what the run did and what the outbox holds after it", async () => {
    await env.DB.batch([
      // Due now: the cron sends it through the mocked MailChannels (202).
      row("out_due", "pending", 20, -1),
      // Backing off: stays pending.
      row("out_later", "pending", 45, 30),
      row("out_dead", "dead", 90),
    ]);
    await env.DB.prepare(`UPDATE outbox SET message = ?1 WHERE id = 'out_due'`).bind(sendableMessage).run();
    const [line] = await cronLines();
    expect(line).toMatchObject({
      event: "outbox",
      claimed: 1,
      sent: 1,
      retrying: 0,
      dead: 0,
      stoppedEarly: false,
      pending: 1,
      deadTotal: 1,
      oldestPendingMinutes: 45,
    });
    expect(typeof line?.durationMs).toBe("number");
  });
});

describe("GET /api/health with a database behind the code", () => {
  it("lists the code's migrations exactly as the folder holds them", async () => {
    expect(expectedMigrations).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
  });

  it("answers 503 with the pending migrations on a database one migration behind, and ok once it is applied", async () => {
    const last = expectedMigrations.at(-1)!;
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [applied] = (await env.DB.prepare("SELECT * FROM d1_migrations WHERE name = ?1").bind(last).all<Record<string, unknown>>())
      .results;
    await env.DB.prepare("DELETE FROM d1_migrations WHERE name = ?1").bind(last).run();
    try {
      expect(await health()).toEqual({ status: 503, body: { error: "database_unavailable", migrations: "pending", pending: [last] } });
      expect(error.mock.calls.flat().join(" ")).toContain("npm run db:migrate");
    } finally {
      await env.DB.prepare("INSERT INTO d1_migrations (id, name, applied_at) VALUES (?1, ?2, ?3)")
        .bind(applied!.id, applied!.name, applied!.applied_at)
        .run();
    }
    expect(await health()).toMatchObject({ status: 200, body: { ok: true } });
  });
});
