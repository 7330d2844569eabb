/**
 * The staff CLI end to end: `outbox` lists the mail and webhook calls not delivered
 * and queues a dead one again, never a sent one.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { describe, expect, it } from "vitest";
import { seededWorld } from "../testing/shared-world.ts";
import { inTurn } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, sql } = world;

describe("acting on leads", () => {
  it("lists undelivered mail and re-queues a dead one, never a sent one", async () => {
    const [all, dead] = await inTurn([() => leads("outbox"), () => leads("outbox", "--dead")]);
    const [deadMail] = sql<{ id: string }>(`SELECT id FROM outbox WHERE lead_id = '${ids.moving}' AND status = 'dead'`);
    expect(all.stdout).toContain(deadMail!.id);
    expect(dead.stdout).toMatch(/MailChannels answered 403/);
    expect(dead.stdout).toContain("1 message (mail or webhook call) not delivered, 1 failed");

    expect(await leads("outbox", "retry", deadMail!.id)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("failed before and is queued again"),
    });
    const [row] = sql(
      `SELECT status, attempts, claim_token, claimed_until, next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS due FROM outbox WHERE id = '${deadMail!.id}'`,
    );
    expect(row).toEqual({ status: "pending", attempts: 0, claim_token: null, claimed_until: null, due: 1 });
    const [sentMail] = sql<{ id: string }>(`SELECT id FROM outbox WHERE lead_id = '${ids.anna}'`);
    const twice = await leads("outbox", "retry", sentMail!.id);
    expect(twice).toMatchObject({ code: 1, stderr: expect.stringContaining("retrying would send it twice") });

    // The cron picks the re-queued mail up (wrangler dev fires it on this URL).
    await fetch(`${world.origin}/cdn-cgi/local/scheduled`);
    for (
      let i = 0;
      i < 50 && sql<{ status: string }>(`SELECT status FROM outbox WHERE id = '${deadMail!.id}'`)[0]?.status !== "sent";
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sql(`SELECT status FROM outbox WHERE id = '${deadMail!.id}'`)).toEqual([{ status: "sent" }]);
  });
});
