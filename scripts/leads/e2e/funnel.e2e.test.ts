/**
 * The staff CLI end to end: `funnel` reads the questionnaire funnel per source as
 * JSON, CSV and a chart, from events counted by the real API.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { windowStart } from "../../../contract/agency-time.ts";
import { ACME_ORIGIN, inquiry, sharedWorld } from "../testing/shared-world.ts";
import { inTurn } from "../testing/world.ts";

const world = sharedWorld();
const { leads, post, sql } = world;
// This file's counts start from an empty database, whatever ran before it on the shared world.
beforeAll(() => world.reset());

describe("the funnel", () => {
  it("shows the questionnaire funnel per source as JSON, CSV and a chart, with the leads a partner brought in", async () => {
    const events = [
      ...Array.from({ length: 4 }, (_, i) => ({ event: "open", source: "acme", lang: i % 2 ? "de" : "en" })),
      ...Array.from({ length: 3 }, () => ({ event: "step", step: 2, source: "acme", lang: "en" })),
      ...Array.from({ length: 2 }, () => ({ event: "step", step: 3, source: "acme", lang: "en" })),
      ...Array.from({ length: 2 }, () => ({ event: "step", step: 4, source: "acme", lang: "de" })),
      { event: "submit", source: "acme", lang: "de" },
      { event: "fail", source: "acme", lang: "de" },
      { event: "open", source: "/internal-tools", lang: "en" },
      { event: "open", source: "/internal-tools", lang: "en" },
      { event: "step", step: 2, source: "/internal-tools", lang: "en" },
    ];
    for (const event of events) {
      // As the widget's beacon sends it: JSON as text/plain.
      const res = await fetch(`${world.origin}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain", ...(event.source === "acme" ? { origin: ACME_ORIGIN } : {}) },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(204);
    }
    const partnerLead = await post("/api/inquiries", { ...inquiry, email: "partner.lead@acme.at" }, { origin: ACME_ORIGIN });
    expect((await leads("inquiry", partnerLead, "won")).code).toBe(0);
    // One counter row per day, source, language, event and step: never a row per event.
    expect(sql("SELECT count(*) AS n FROM funnel_counts")).toEqual([{ n: 9 }]);

    // The default period: the inbox's last 30 days (read before and after, in case midnight passes).
    const first = windowStart(new Date(), 30);
    const [json, csv, chart, future] = await inTurn([
      () => leads("funnel", "--format", "json"),
      () => leads("funnel", "--format", "csv", "--source", "acme"),
      () => leads("funnel", "--since", "7d"),
      () => leads("funnel", "--since", "2999-01-01"),
    ]);
    expect(json).toMatchObject({ code: 0, stderr: "" });
    const report = JSON.parse(json.stdout) as { since: string; rows: unknown[] };
    expect([first, windowStart(new Date(), 30)]).toContain(report.since);
    expect(report.rows).toEqual([
      { source: "acme", opened: 4, step2: 3, step3: 2, summary: 2, submitted: 1, failed: 1, booked: 0 },
      { source: "/internal-tools", opened: 2, step2: 1, step3: 0, summary: 0, submitted: 0, failed: 0, booked: 0 },
    ]);

    expect(csv.stdout).toBe(
      '"source","opened","step2","step3","summary","submitted","failed","booked","inquiries","won","referrals"\r\n"acme","4","3","2","2","1","1","0","1","1","0"\r\n',
    );

    // Not a terminal here: 80 columns, so bars of up to 33 cells beside the numbers and the stages' names.
    expect(chart.code).toBe(0);
    expect(chart.stdout).toContain(
      [
        "Partner acme",
        `  Opened                  4  100.0%           ${"█".repeat(33)}`,
        `  Company                 3   75.0%   -25.0%  ${"█".repeat(24)}▊`,
        `  Contact                 2   50.0%   -33.3%  ${"█".repeat(16)}▌`,
        `  Summary                 2   50.0%     0.0%  ${"█".repeat(16)}▌`,
        `  Submitted               1   25.0%   -50.0%  ${"█".repeat(8)}▎`,
        "  Failed submissions      1  submissions refused or not answered",
        "  Call booked             0    0.0%  -100.0%",
        `  Won                     1   25.0%        -  ${"█".repeat(8)}▎`,
        "  Leads               1 inquiry, 0 referrals",
      ].join("\n"),
    );
    expect(chart.stdout).toContain("All groups together\n  Opened                  6  100.0%");
    // Per source: inquiries, won, referrals, submitted per opening.
    expect(chart.stdout).toMatch(/\n {2}Partner acme +1 +1 +0 +25\.0%\n/);
    expect(future).toMatchObject({ code: 0, stdout: expect.stringContaining("No funnel counts in this period.") });
  });
});
