import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  expectedRewardRows,
  movingReferralId,
  queuedRow,
  seedMovingReferral,
  testSiteUrl,
} from "../../../worker/staff/testing/referral-move.ts";
import { readWranglerVars } from "../../wrangler-vars.ts";
import { runCommand } from "../commands.ts";
import { runLocalSql } from "../d1.ts";
import { parseCommandLine } from "../parse.ts";
import { inlineQueries } from "../sql.ts";
import { migratedDatabase } from "../testing/cli.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-reward-"));
const file = join(dir, "leads.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a referral's reward from the CLI", () => {
  it("refuses a referral not won, then records the reward and the paid day as the inbox does, and mails the referrer", async () => {
    migratedDatabase(file);
    // The referral alone, contacted, with no reward recorded yet.
    runLocalSql(file, inlineQueries(seedMovingReferral.slice(0, 1)));
    const vars = readWranglerVars(new URL("../../../wrangler.toml", import.meta.url).pathname);
    const env = { ...vars, SITE_URL: testSiteUrl, AGENCY_LOCALE: "en", LEADS_ACTOR: "eva@agency.example" };
    let said = "";
    const warnings: string[] = [];
    const io = {
      run: async (sql: string) => runLocalSql(file, sql),
      out: (text: string) => (said += text),
      warn: (text: string) => warnings.push(text),
      now: new Date(),
      env,
    };
    const reward = (...args: string[]) => {
      const { command } = parseCommandLine(["reward", movingReferralId, ...args]);
      if (command.name === "help") throw new Error("not a reward command");
      return runCommand(io, command);
    };
    await expect(reward("gift_card")).rejects.toThrow(
      `${movingReferralId} is Contacted. A reward is owed only once the referral is won. To win it: npm run leads -- referral ${movingReferralId} won`,
    );
    expect(runLocalSql(file, "SELECT * FROM lead_work")[0]).toEqual([]);

    await runCommand(io, { name: "referral", id: movingReferralId, to: "won" });
    // Rewarded means paid: with no reward recorded, neither the move nor a paid day is taken, and the hint names the command that is.
    const hint = `npm run leads -- reward ${movingReferralId} discount|gift_card --paid <day>`;
    await expect(runCommand(io, { name: "referral", id: movingReferralId, to: "rewarded" })).rejects.toThrow(
      `${movingReferralId} cannot be set to "Rewarded": A referral becomes rewarded once its reward is paid. ${hint}`,
    );
    await expect(reward("none", "--paid", "2026-11-30")).rejects.toThrow(
      `${movingReferralId}: A referral becomes rewarded once its reward is paid. ${hint}`,
    );
    expect(runLocalSql(file, `SELECT status FROM referrals WHERE id = '${movingReferralId}'`)[0]).toEqual([{ status: "won" }]);
    said = "";
    await reward("gift_card", "--paid", "2026-11-30");
    expect(said).toMatch(
      new RegExp(`^${movingReferralId}: reward recorded: Gift card .+\\.\\n${movingReferralId}: paid on 2026-11-30\\.\\n`),
    );
    expect(said).toContain(`${movingReferralId} is now "Rewarded"`);
    expect(said).toMatch(/The mail to the referrer \(out_[a-z2-7]{16}\)/);
    const [[work] = [], [referral] = [], history = [], outbox = []] = runLocalSql(
      file,
      [
        `SELECT reward, reward_paid_on FROM lead_work WHERE lead_id = '${movingReferralId}'`,
        `SELECT status FROM referrals WHERE id = '${movingReferralId}'`,
        `SELECT actor, action FROM lead_history WHERE lead_id = '${movingReferralId}' ORDER BY id`,
        `SELECT * FROM outbox WHERE lead_id = '${movingReferralId}' ORDER BY created_at, rowid`,
      ].join(";\n"),
    );
    expect(work).toEqual({ reward: "gift_card", reward_paid_on: "2026-11-30" });
    expect(referral).toEqual({ status: "rewarded" });
    expect(history.map((row) => row.action)).toEqual(["status", "reward", "reward_paid", "status"]);
    expect(new Set(history.map((row) => row.actor))).toEqual(new Set(["eva@agency.example"]));
    // The paid mail is the inbox's, byte for byte, for the same reward and day.
    expect(await queuedRow(outbox[1]!)).toEqual(expectedRewardRows[1]);
    expect(warnings).toEqual([]);

    said = "";
    await reward("gift_card", "--paid", "2026-11-30");
    expect(said).toBe(`${movingReferralId}: nothing changed, it was recorded so already.\n`);
    // The same choice alone, and in German, is no news either.
    said = "";
    await reward("gift_card");
    expect(said).toBe(`${movingReferralId}: nothing changed, it was recorded so already.\n`);
    said = "";
    await runCommand({ ...io, env: { ...env, AGENCY_LOCALE: "de" } }, { name: "reward", id: movingReferralId, reward: "gift_card" });
    expect(said).not.toContain("Prämie erfasst");
    // Rewarded is final: another reward or paid day is refused, and what was recorded stays.
    await expect(reward("discount")).rejects.toThrow(
      `${movingReferralId} is Rewarded. This referral is closed: its reward and paid date stay as they were saved.`,
    );
    await expect(reward("gift_card", "--paid", "2026-12-01")).rejects.toThrow("This referral is closed");
    expect(runLocalSql(file, `SELECT reward, reward_paid_on FROM lead_work WHERE lead_id = '${movingReferralId}'`)[0]).toEqual([
      { reward: "gift_card", reward_paid_on: "2026-11-30" },
    ]);
  });

  it("takes a reward the contract offers, none, and a real day or today", () => {
    const now = new Date("2026-11-30T23:30:00Z");
    expect(parseCommandLine(["reward", movingReferralId, "none"], now).command).toEqual({
      name: "reward",
      id: movingReferralId,
      reward: null,
    });
    expect(parseCommandLine(["reward", movingReferralId, "discount", "--paid", "today"], now).command).toMatchObject({
      paidOn: "2026-12-01",
    });
    expect(() => parseCommandLine(["reward", movingReferralId, "gift"], now)).toThrow('unknown reward "gift" (did you mean "gift_card"?)');
    expect(() => parseCommandLine(["reward", movingReferralId, "discount", "--paid", "2026-02-30"], now)).toThrow("--paid expects a day");
    expect(() => parseCommandLine(["reward", "INQ_abcdefghijklmnop", "discount"], now)).toThrow(
      "that id is an inquiry, and only referrals earn a reward: npm run leads -- list referrals lists them",
    );
    expect(() => parseCommandLine(["reward", "sub_abcdefghijklmnop", "discount"], now)).toThrow(
      '"sub_abcdefghijklmnop" is not a lead id (they look like ref_…; npm run leads -- list referrals lists them)',
    );
  });
});
