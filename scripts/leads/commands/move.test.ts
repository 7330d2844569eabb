import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { afterAll, describe, expect, it } from "vitest";
import { inquiryLifecycle, lifecycleAllowedFrom, lifecycleRefusalOf, referralLifecycle } from "../../../contract/lead/lifecycles.ts";
import { moveLeadStatusQueries } from "../../../worker/db/staff/statements/lead-status.ts";
import {
  expectedRewardRows,
  movingReferralId,
  queuedRow,
  seedMovingReferral,
  testSiteUrl,
} from "../../../worker/staff/testing/referral-move.ts";
import { readWranglerVars } from "../../wrangler-vars.ts";
import { runCommand } from "../commands.ts";
import { type RunSql, runLocalSql } from "../d1.ts";
import { CommandError } from "../errors.ts";
import { deliveryStateText } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { migratedDatabase, refusalMessage, say } from "../testing/cli.ts";
import { cliText } from "../texts.ts";
import { cliActor } from "./move.ts";

describe("referral states", () => {
  const refusal = (from: string, to: "contacted" | "won" | "rewarded" | "declined") => lifecycleRefusalOf(referralLifecycle, from, to);
  const allowedFrom = (to: "contacted" | "won" | "rewarded" | "declined") => lifecycleAllowedFrom(referralLifecycle, to);

  it("moves forward, rewards only what was won, declines anything not final", () => {
    expect(refusal("new", "contacted")).toBeNull();
    expect(refusal("new", "won")).toBeNull();
    expect(refusal("won", "rewarded")).toBeNull();
    expect(refusal("contacted", "declined")).toBeNull();
    expect(refusal("new", "rewarded")).toEqual({ reason: "only_from", required: "won" });
    expect(refusal("won", "contacted")).toEqual({ reason: "backward" });
    expect(refusal("won", "won")).toEqual({ reason: "same" });
    expect(refusal("rewarded", "declined")).toEqual({ reason: "final" });
    expect(refusal("declined", "contacted")).toEqual({ reason: "final" });
  });

  it("derives the guard of the UPDATE from the same rules", () => {
    expect(allowedFrom("contacted")).toEqual(["new"]);
    expect(allowedFrom("won")).toEqual(["new", "contacted"]);
    expect(allowedFrom("rewarded")).toEqual(["won"]);
    expect(allowedFrom("declined")).toEqual(["new", "contacted", "won"]);
  });

  it("describes a delivery staff can act on", async () => {
    const now = new Date("2026-05-04T08:00:00.000Z");
    const words = await cliText("en");
    expect(deliveryStateText({ id: "out_x", status: "dead", attempts: 8, last_error: "403" }, now, words)).toMatch(
      /^Failed after 8 attempts: 403\. .*outbox retry out_x/,
    );
    expect(deliveryStateText({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() }, now, words)).toMatch(
      /^Waiting, first attempt /,
    );
    expect(deliveryStateText({ status: "pending", attempts: 1, claimed_until: "2026-05-04T08:01:00.000Z" }, now, words)).toBe(
      "Being sent right now",
    );
    expect(deliveryStateText({ status: "sent", attempts: 2, sent_at: now.toISOString() }, now, words)).toBe(
      "Delivered 2026-05-04 10:00 (after 2 attempts)",
    );
  });
});

describe("inquiry states", () => {
  const refusal = (from: string, to: "contacted" | "won" | "lost") => lifecycleRefusalOf(inquiryLifecycle, from, to);

  it("moves forward (new > contacted > booked > won), loses from anything not final, and says why not", () => {
    expect(refusal("new", "contacted")).toBeNull();
    expect(refusal("new", "won")).toBeNull();
    expect(refusal("booked", "won")).toBeNull();
    expect(refusal("booked", "lost")).toBeNull();
    expect(refusal("booked", "contacted")).toEqual({ reason: "backward" });
    expect(refusal("contacted", "contacted")).toEqual({ reason: "same" });
    expect(refusal("won", "lost")).toEqual({ reason: "final" });
    expect(refusal("lost", "contacted")).toEqual({ reason: "final" });
    expect(refusal("archived", "won")).toEqual({ reason: "unknown" });
  });

  it("lets staff move a cancelled booking's inquiry to contacted, won or lost", () => {
    expect(refusal("cancelled", "contacted")).toBeNull();
    expect(refusal("cancelled", "won")).toBeNull();
    expect(refusal("cancelled", "lost")).toBeNull();
  });

  it("derives the guard of the UPDATE from the same rules", () => {
    expect(lifecycleAllowedFrom(inquiryLifecycle, "contacted")).toEqual(["new", "cancelled"]);
    expect(lifecycleAllowedFrom(inquiryLifecycle, "won")).toEqual(["new", "contacted", "booked", "cancelled"]);
    expect(lifecycleAllowedFrom(inquiryLifecycle, "lost")).toEqual(["new", "contacted", "booked", "cancelled"]);
    const move = inlineQueries(
      moveLeadStatusQueries(
        "project_inquiries",
        { leadId: "inq_abcdefghijklmnop", actor: cliActor({ LEADS_ACTOR: "o'neil@agency.example" }), at: "2026-05-04T08:30:00.000Z" },
        "won",
        ["new", "contacted", "booked"],
      ),
    );
    // The CLI's move writes the inbox's history row, naming who moved it.
    expect(move).toContain(
      "INSERT INTO lead_history (lead_id, actor, action, detail, at) SELECT id, 'o''neil@agency.example', 'status', json_object('from', status, 'to', 'won'), '2026-05-04T08:30:00.000Z' " +
        'FROM project_inquiries WHERE id = \'inq_abcdefghijklmnop\' AND status IN (SELECT value FROM json_each(\'["new","contacted","booked"]\')) RETURNING id; ',
    );
    expect(move).toContain(
      "UPDATE project_inquiries SET status = 'won', status_changed_at = '2026-05-04T08:30:00.000Z' WHERE id = 'inq_abcdefghijklmnop'",
    );
    expect(cliActor({})).toBe("cli");
    expect(cliActor({ LEADS_ACTOR: "not an address" })).toBe("cli");
  });

  it("inlines the Worker's parameters as literals, never inside a literal, and refuses a missing one", () => {
    expect(inlineQueries([{ sql: "SELECT '?1', ?1, ?2, ?3 WHERE x = ?10", params: ["it's", 7, null, 0, 0, 0, 0, 0, 0, "j"] }])).toBe(
      "SELECT '?1', 'it''s', 7, NULL WHERE x = 'j'",
    );
    expect(() => inlineQueries([{ sql: "SELECT ?2", params: ["a"] }])).toThrow(CommandError);
    expect(() => inlineQueries([{ sql: "SELECT ?1", params: [-1] }])).toThrow(CommandError);
  });
});

describe("in German (AGENCY_LOCALE=de)", () => {
  const moved: RunSql = async () => [[{ id: "inq_abcdefghijklmnop" }], [], []];

  it("names the new status by its label and the time in the Austrian form, English keeping the code", async () => {
    const command = { name: "inquiry", id: "inq_abcdefghijklmnop", to: "contacted" } as const;
    expect(await say({ AGENCY_LOCALE: "de" }, moved, command)).toBe(
      "inq_abcdefghijklmnop steht jetzt auf „Kontaktiert“ (04.05.2026 10:30).\n",
    );
    expect(await say({ AGENCY_LOCALE: "en" }, moved, command)).toBe('inq_abcdefghijklmnop is now "Contacted" (2026-05-04 10:30).\n');
  });

  it("warns on stderr, in the agency's language, when a move is recorded under no one's address", async () => {
    const command = { name: "inquiry", id: "inq_abcdefghijklmnop", to: "contacted" } as const;
    const warnings = async (env: NodeJS.ProcessEnv, run = moved) => {
      const said: string[] = [];
      await runCommand({ run, out: () => {}, warn: (text) => said.push(text), now: new Date(), env }, command).catch(() => {});
      return said;
    };
    expect(await warnings({ AGENCY_LOCALE: "en" })).toEqual([
      'Note: the inbox\'s history shows this change as made by "cli", not by you. To have your name on your changes, set LEADS_ACTOR to your e-mail address first: export LEADS_ACTOR=you@agency.at',
    ]);
    expect((await warnings({ AGENCY_LOCALE: "de", LEADS_ACTOR: "not an address" }))[0]).toMatch(/^Hinweis: .*LEADS_ACTOR/);
    expect(await warnings({ AGENCY_LOCALE: "en", LEADS_ACTOR: "eva@agency.at" })).toEqual([]);
    // A refused move wrote nothing, so nothing is recorded under anyone.
    expect(await warnings({ AGENCY_LOCALE: "en" }, async () => [[], [], [{ status: "won" }]])).toEqual([]);
  });

  it("explains a refused status move in German", async () => {
    expect(
      await refusalMessage({ AGENCY_LOCALE: "de" }, async () => [[], [], [{ status: "won" }]], {
        name: "inquiry",
        id: "inq_abcdefghijklmnop",
        to: "contacted",
      }),
    ).toBe("inq_abcdefghijklmnop kann nicht auf „Kontaktiert“ gesetzt werden: sie steht auf „Gewonnen“, einem Endzustand");
  });
});

const dir = mkdtempSync(join(tmpdir(), "leads-move-"));
const file = join(dir, "leads.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a referral's status move from the CLI", () => {
  it("queues the referrer's mails the inbox's move queues, pending for the Worker's outbox to send", async () => {
    migratedDatabase(file);
    runLocalSql(file, inlineQueries(seedMovingReferral));
    // The Worker's settings as the entry point reads them (wrangler.toml), under the worker tests' site.
    const vars = readWranglerVars(new URL("../../../wrangler.toml", import.meta.url).pathname);
    const env = { ...vars, SITE_URL: testSiteUrl, AGENCY_LOCALE: "en" };
    let said = "";
    const io = { run: async (sql: string) => runLocalSql(file, sql), out: (text: string) => (said += text), now: new Date(), env };
    await runCommand(io, { name: "referral", id: movingReferralId, to: "won" });
    await runCommand(io, { name: "referral", id: movingReferralId, to: "rewarded" });
    // Staff read that the mail waits for the Worker, and which row it is.
    expect(said.match(/The mail to the referrer \(out_[a-z2-7]{16}\)/g)).toHaveLength(2);
    const [rows = []] = runLocalSql(file, `SELECT * FROM outbox WHERE lead_id = '${movingReferralId}' ORDER BY created_at, rowid`);
    expect(await Promise.all(rows.map(queuedRow))).toEqual(expectedRewardRows);
    expect(rows.map((row) => [row.status, row.attempts, row.claim_token])).toEqual([
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
    // Due now, so the promise "within the next 5 minutes" holds as long as the Worker's cron runs every 5 minutes.
    for (const row of rows) expect(Date.parse(String(row.next_attempt_at))).toBeLessThanOrEqual(io.now.getTime());
    const toml = parse(readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8")) as { triggers?: { crons?: string[] } };
    expect(toml.triggers?.crons).toEqual(["*/5 * * * *"]);
    expect(said.replace(/\s+/g, " ")).toContain("will be sent within the next 5 minutes");
  });
});
