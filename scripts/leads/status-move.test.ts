import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import {
  expectedRewardRows,
  movingReferralId,
  queuedRow,
  seedMovingReferral,
  testSiteUrl,
} from "../../worker/staff/testing/referral-move.ts";
import { readWranglerVars } from "../wrangler-vars.ts";
import { runCommand } from "./commands.ts";
import { runLocalSql } from "./d1.ts";
import { inlineQueries } from "./sql.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-move-"));
const file = join(dir, "leads.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A local database as `npm run db:migrate` makes it: every migration, in order. */
function migratedDatabase(): void {
  const migrations = new URL("../../worker/migrations/", import.meta.url);
  const db = new DatabaseSync(file);
  try {
    for (const name of readdirSync(migrations)
      .filter((n) => n.endsWith(".sql"))
      .sort())
      db.exec(readFileSync(new URL(name, migrations), "utf8"));
  } finally {
    db.close();
  }
}

describe("a referral's status move from the CLI", () => {
  it("queues the referrer's mails the inbox's move queues, pending for the Worker's outbox to send", async () => {
    migratedDatabase();
    runLocalSql(file, inlineQueries(seedMovingReferral));
    // The Worker's settings as the entry point reads them (wrangler.toml), under the worker tests' site.
    const vars = readWranglerVars(new URL("../../wrangler.toml", import.meta.url).pathname);
    const env = { ...vars, SITE_URL: testSiteUrl, AGENCY_LOCALE: "en" };
    let said = "";
    const io = { run: async (sql: string) => runLocalSql(file, sql), out: (text: string) => (said += text), now: new Date(), env };
    await runCommand(io, { name: "referral", id: movingReferralId, to: "won" });
    await runCommand(io, { name: "referral", id: movingReferralId, to: "rewarded" });
    // Staff read that the mail waits for the Worker, and which row it is.
    expect(said.match(/The referrer's mail is queued \(out_[a-z2-7]{16}\)/g)).toHaveLength(2);
    const [rows = []] = runLocalSql(file, `SELECT * FROM outbox WHERE lead_id = '${movingReferralId}' ORDER BY created_at, rowid`);
    expect(await Promise.all(rows.map(queuedRow))).toEqual(expectedRewardRows);
    expect(rows.map((row) => [row.status, row.attempts, row.claim_token])).toEqual([
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
  });
});
