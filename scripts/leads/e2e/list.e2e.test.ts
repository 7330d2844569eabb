/**
 * The staff CLI end to end: `list` lays out the leads staff read in a terminal:
 * newest first, within 80 columns, filtered by status and age, dates on the agency's clock.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { describe, expect, it } from "vitest";
import { seededWorld } from "../testing/shared-world.ts";
import { inTurn, vienna } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, leadsWith, sql } = world;

describe("reading leads", () => {
  it("lists inquiries newest first in a table, text truncated, dates local", async () => {
    // A wide terminal: every column fits.
    const run = await leadsWith({ COLUMNS: "200" }, "list", "inquiries");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const [header, rule, first, second, ...rest] = run.stdout.split("\n");
    expect(header).toMatch(
      /^Lead ID\s+Received\s+Status\s+Company name\s+Full name\s+Email\s+Project type\s+Timeline\s+Project description$/,
    );
    expect(rule).toMatch(/^-+ {2}-+/);
    expect(first).toContain(ids.obrienInquiry);
    expect(second).toContain(ids.anna);
    const [created] = sql<{ created_at: string }>(`SELECT created_at FROM project_inquiries WHERE id = '${ids.anna}'`);
    expect(second).toContain(vienna(created!.created_at));
    // The line break in the description is flattened and the long text cut with an ellipsis.
    expect(first).toContain('He said "hi", then left, and wrote =cmd');
    expect(first).toMatch(/…$/);
    expect(first).not.toContain("truncate in the list");
    expect(rest.join("\n")).toContain("Inquiries: 2, newest first.");
    // Stored before anyone touched them: every inquiry starts as new.
    expect(first).toMatch(/ New /);
  });

  it("fits every list into 80 columns, one line per lead, saying what it left out", async () => {
    const runs = await inTurn([
      () => leads("list", "inquiries"),
      () => leads("list", "referrals"),
      () => leads("list", "subscribers"),
      () => leads("outbox"),
    ]);
    for (const run of runs) {
      expect(run).toMatchObject({ code: 0, stderr: "" });
      for (const line of run.stdout.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
    const [inquiries, referrals, subscribers] = runs;
    expect(inquiries.stdout.split("\n").filter((line) => /^inq_/.test(line))).toHaveLength(2);
    expect(referrals.stdout.split("\n").filter((line) => /^ref_/.test(line))).toHaveLength(4);
    expect(subscribers.stdout.split("\n").filter((line) => /^sub_/.test(line))).toHaveLength(2);
    // A choice reads by its label, which needs more room than 80 columns leave: the timeline goes first.
    expect(inquiries.stdout.split("\n")[0]).toMatch(/^Lead ID\s+Received\s+Status\s+Company name\s+Full name$/);
    expect(inquiries.stdout.replaceAll("\n", " ")).toContain(
      " Hidden at 80 columns: Email, Project type, Timeline, Project description (see show <id>). ",
    );
    expect(referrals.stdout).toContain("Orla O'Brien");
  });

  it("filters referrals by status and age, and subscribers by status", async () => {
    const [fresh, old, subscribers] = await inTurn([
      () => leads("list", "referrals", "--status", "new", "--since", "1d"),
      () => leads("list", "referrals", "--since", "2000-01-01", "--status", "won"),
      () => leads("list", "subscribers", "--status", "pending"),
    ]);
    expect(fresh.code).toBe(0);
    for (const id of [ids.referredObrien, ids.referrerObrien, ids.moving, ids.declining]) expect(fresh.stdout).toContain(id);
    expect(fresh.stdout).toContain("Orla O'Brien");
    expect(old).toMatchObject({ code: 0, stdout: "Referrals: none match.\n" });
    expect(subscribers.stdout).toContain("keep@example.com");
    expect(subscribers.stdout).toContain("Subscribers: 2, newest first.");
    // A subscriber's status reads by its label, as a lead's does, not by the stored code.
    expect(subscribers.stdout).toMatch(/ Awaiting confirmation /);
    expect(subscribers.stdout).not.toMatch(/ pending /);
  });
});
