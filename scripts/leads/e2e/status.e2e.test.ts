/**
 * The staff CLI end to end: `referral` and `inquiry` move a lead along its
 * lifecycle, record the move, and refuse a move with the reason.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { describe, expect, it } from "vitest";
import { seededWorld } from "../testing/shared-world.ts";
import { inTurn } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, sql } = world;

// Each CLI call runs wrangler once (a second or more, several on a loaded machine):
// tests with many calls in a row get more time.
describe("acting on leads", () => {
  it("moves a referral forward, records when, and refuses moves back and out of final states", async () => {
    const before = new Date().toISOString();
    expect(await leads("referral", ids.moving!, "contacted")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('is now "Contacted"'),
    });
    const [row] = sql<{ status: string; status_changed_at: string }>(
      `SELECT status, status_changed_at FROM referrals WHERE id = '${ids.moving}'`,
    );
    expect(row?.status).toBe("contacted");
    expect(row!.status_changed_at >= before).toBe(true);
    // The inbox's history shows the move the CLI made.
    expect(sql(`SELECT actor, action, detail FROM lead_history WHERE lead_id = '${ids.moving}'`)).toEqual([
      { actor: "cli", action: "status", detail: '{"from":"new","to":"contacted"}' },
    ]);

    const [again, early, declined, unknown] = await inTurn([
      () => leads("referral", ids.moving!, "contacted"),
      () => leads("referral", ids.moving!, "rewarded"),
      () => leads("referral", ids.declining!, "declined"),
      () => leads("referral", "ref_aaaaaaaaaaaaaaaa", "won"),
    ]);
    expect(again).toMatchObject({ code: 1, stderr: `leads: ${ids.moving} cannot be set to "Contacted": it is already "Contacted"\n` });
    expect(early).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot be set to "Rewarded": that is possible only from "Won", and it is "Contacted"'),
    });
    expect(declined.code).toBe(0);
    expect(unknown).toMatchObject({ code: 1, stderr: "leads: Referral ref_aaaaaaaaaaaaaaaa not found\n" });

    const [won, afterFinal] = await inTurn([() => leads("referral", ids.moving!, "won"), () => leads("referral", ids.declining!, "won")]);
    expect(won.code).toBe(0);
    expect(afterFinal).toMatchObject({ code: 1, stderr: expect.stringContaining('it is "Declined", a final state') });
    expect(await leads("referral", ids.moving!, "contacted")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("a status only moves forward"),
    });
    // Rewarded needs the reward the referrer chose: refused without one, then recorded with its paid day.
    expect(await leads("referral", ids.moving!, "rewarded")).toMatchObject({ code: 1, stderr: expect.stringContaining("reward") });
    expect((await leads("reward", ids.moving!, "gift_card", "--paid", "today")).code).toBe(0);
    // The same again changes nothing, and says so rather than "recorded" once more.
    expect(await leads("reward", ids.moving!, "gift_card", "--paid", "today")).toMatchObject({
      code: 0,
      stdout: `${ids.moving}: nothing changed, it was recorded so already.\n`,
    });

    expect(sql(`SELECT id, status FROM referrals WHERE id IN ('${ids.moving}', '${ids.declining}') ORDER BY status`)).toEqual([
      { id: ids.declining, status: "declined" },
      { id: ids.moving, status: "rewarded" },
    ]);
  }, 120_000);

  it("moves an inquiry forward, records when, filters by it, and refuses with reasons", async () => {
    const before = new Date().toISOString();
    expect(await leads("inquiry", ids.anna!, "contacted")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${ids.anna} is now "Contacted"`),
    });
    const [row] = sql<{ status: string; status_changed_at: string }>(
      `SELECT status, status_changed_at FROM project_inquiries WHERE id = '${ids.anna}'`,
    );
    expect(row?.status).toBe("contacted");
    expect(row!.status_changed_at >= before).toBe(true);

    const [again, contacted, won, lost, booked] = await inTurn([
      () => leads("inquiry", ids.anna!, "contacted"),
      () => leads("list", "inquiries", "--status", "contacted"),
      () => leads("inquiry", ids.anna!, "won"),
      () => leads("inquiry", ids.anna!, "lost"),
      () => leads("inquiry", ids.obrienInquiry!, "booked"),
    ]);
    expect(again).toMatchObject({ code: 1, stderr: `leads: ${ids.anna} cannot be set to "Contacted": it is already "Contacted"\n` });
    expect(contacted.stdout).toContain(ids.anna);
    expect(contacted.stdout).not.toContain(ids.obrienInquiry);
    expect(won).toMatchObject({ code: 0, stdout: expect.stringContaining('is now "Won"') });
    expect(lost).toMatchObject({ code: 1, stderr: `leads: ${ids.anna} cannot be set to "Lost": it is "Won", a final state\n` });
    expect(booked).toMatchObject({
      code: 2,
      stderr:
        'leads: an inquiry becomes "Call booked" when the visitor books a call, not by hand; allowed: contacted ("Contacted"), won ("Won"), lost ("Lost")\nSee npm run leads -- --help\n',
    });
    expect(sql(`SELECT id, status FROM project_inquiries ORDER BY status`)).toEqual([
      { id: ids.obrienInquiry, status: "new" },
      { id: ids.anna, status: "won" },
    ]);
  }, 120_000);
});
