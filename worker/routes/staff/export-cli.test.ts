import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { staffFetch } from "../../staff/testing/access.ts";
import { base, post, validInquiry } from "../../testing/http.ts";

type Row = Record<string, unknown>;

/**
 * The staff CLI's commands, loaded by a path the Worker's type check does not follow: they
 * are Node code, checked by the root tsconfig, and only the export runs here.
 */
interface Cli {
  runCommand(
    io: { run: (sql: string) => Promise<Row[][]>; out: (text: string) => void; now: Date; env: Record<string, string> },
    command: { name: "export"; kind: "inquiries"; format: "csv"; bom: false; excel: true },
  ): Promise<void>;
}
const cliPath = "../../../scripts/leads/commands.ts";

/** The CLI's SQL text run on the Worker's own D1, one statement after another, as wrangler runs it. */
async function runSql(sql: string): Promise<Row[][]> {
  const results = await env.DB.batch(sql.split("; ").map((statement) => env.DB.prepare(statement)));
  return results.map((result) => result.results as Row[]);
}

async function store(body: object): Promise<string> {
  const res = await post("/api/inquiries", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the CLI's Excel export", () => {
  it("holds the inbox's bytes for the same leads: the staff's work, notes and attribution columns included", async () => {
    const attribution = { utm_source: "newsletter", utm_campaign: "spring", landing: "/internal-tools" };
    const worked = await store({ ...validInquiry, name: "Jürgen Öttl", companySize: "1-10", attribution, hiddenFields: { plan: "pro" } });
    await store({ ...validInquiry, name: "Anna Berger" });
    expect((await staffFetch(`/api/staff/leads/${worked}/work`, { body: { note: "Rückruf am Montag" } })).status).toBe(200);
    const work = { note: "Angebot geschickt", nextStepOn: "2026-12-03", owner: "sales@agency.test" };
    expect((await staffFetch(`/api/staff/leads/${worked}/work`, { body: work })).status).toBe(200);
    await env.DB.prepare(
      "INSERT INTO bookings (id, uid, event, lead_id, status, start_at, attendee_name, attendee_email, created_at) " +
        "VALUES ('cancelled:u9', 'u9', 'cancelled', ?1, 'cancelled', '2026-12-04T08:00:00.000Z', '', '', '2026-11-01T00:00:00.000Z')",
    )
      .bind(worked)
      .run();
    for (const lang of ["de", "en"] as const) {
      const body = await (await staffFetch(`/api/staff/export?type=inquiry&lang=${lang}`)).arrayBuffer();
      // Decoded with its byte order mark, which Response.text() would drop.
      const inbox = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
      let cli = "";
      const { runCommand } = (await import(/* @vite-ignore */ cliPath)) as Cli;
      await runCommand(
        { run: runSql, out: (text) => (cli += text), now: new Date(), env: { AGENCY_LOCALE: lang, SITE_URL: base } },
        { name: "export", kind: "inquiries", format: "csv", bom: false, excel: true },
      );
      expect(cli).toBe(inbox);
      expect(cli).toContain("Rückruf am Montag | Angebot geschickt");
      expect(cli).toContain("sales@agency.test");
      expect(cli).toContain(lang === "de" ? "2026-12-04 09:00 (Termin abgesagt)" : "2026-12-04 09:00 (Call cancelled)");
    }
  });
});
