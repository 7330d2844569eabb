import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { funnelFigures } from "../../../contract/funnel/rows.ts";
import type { FunnelAnswer } from "../../../contract/staff/api.ts";
import { staffFetch } from "../../staff/testing/access.ts";
import { base, post, validInquiry, validReferral } from "../../testing/http.ts";

type Row = Record<string, unknown>;

/**
 * The staff CLI's commands, loaded by a path the Worker's type check does not follow: they
 * are Node code, checked by the root tsconfig, and only the funnel runs here.
 */
interface Cli {
  runCommand(
    io: { run: (sql: string) => Promise<Row[][]>; out: (text: string) => void; now: Date; env: Record<string, string>; columns: number },
    command: { name: "funnel"; sinceDay: string; format: "table" | "csv" },
  ): Promise<void>;
}
const cliPath = "../../../scripts/leads/commands.ts";

/** The CLI's SQL text run on the Worker's own D1, one statement after another, as wrangler runs it. */
async function runSql(sql: string): Promise<Row[][]> {
  const results = await env.DB.batch(sql.split("; ").map((statement) => env.DB.prepare(statement)));
  return results.map((result) => result.results as Row[]);
}

async function cli(sinceDay: string, format: "table" | "csv"): Promise<string> {
  let out = "";
  const { runCommand } = (await import(/* @vite-ignore */ cliPath)) as Cli;
  const io = {
    run: runSql,
    out: (text: string) => (out += text),
    now: new Date(),
    env: { AGENCY_LOCALE: "en", SITE_URL: base },
    columns: 100,
  };
  await runCommand(io, { name: "funnel", sinceDay, format });
  return out;
}

async function store(path: "/api/inquiries" | "/api/referrals", body: object): Promise<string> {
  const res = await post(path, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the CLI's funnel beside the inbox's", () => {
  it("counts every figure of every group as the inbox does, Won with the inquiries won only, not the referrals won and rewarded", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare(
      "INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, 'partner-z', '', 'de', 'open', 0, 9), " +
        "(?1, 'partner-z', '', 'de', 'step', 2, 6), (?1, 'partner-z', '', 'de', 'submit', 0, 3), (?1, 'partner-z', '', 'de', 'booked', 0, 2)",
    )
      .bind(today)
      .run();
    const ids = [
      await store("/api/inquiries", validInquiry),
      await store("/api/referrals", validReferral),
      await store("/api/referrals", validReferral),
    ];
    await env.DB.prepare("UPDATE project_inquiries SET status = 'won', source = 'partner-z' WHERE id = ?1").bind(ids[0]).run();
    await env.DB.prepare(
      "UPDATE referrals SET status = CASE id WHEN ?1 THEN 'won' ELSE 'rewarded' END, source = 'partner-z' WHERE id IN (?1, ?2)",
    )
      .bind(ids[1], ids[2])
      .run();

    const inbox = (await (await staffFetch("/api/staff/funnel?days=7")).json()) as FunnelAnswer;
    expect(inbox.rows.find((r) => r.key === "partner-z")).toMatchObject({
      opened: 9,
      submitted: 3,
      booked: 2,
      inquiries: 1,
      won: 1,
      referrals: 2,
    });

    // Every group and figure of the CLI's CSV, over the inbox's own period, is the inbox's.
    const [header = "", ...lines] = (await cli(inbox.since, "csv")).trim().split("\r\n");
    expect(header.replaceAll('"', "").split(",")).toEqual(["source", ...funnelFigures]);
    const fromCli = lines.map((line) => line.replaceAll('"', "").split(","));
    expect(fromCli).toEqual(inbox.rows.map((row) => [row.key, ...funnelFigures.map((figure) => String(row[figure]))]));

    // The text report's Won line and its leads table count the same one inquiry.
    const table = await cli(inbox.since, "table");
    expect(table).toMatch(/\nPartner partner-z\n(?: {2}.*\n)*? {2}Won +1 /);
    expect(table).toMatch(/\n {2}Partner partner-z +1 +1 +2 +33\.3%\n/);
  });
});
