import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attributionExport } from "../../../worker/staff/attribution-export.ts";
import { leadsCsv } from "../../../worker/staff/csv.ts";
import { runCommand } from "../commands.ts";
import { callerPath, type RunSql } from "../d1.ts";
import { toCsv } from "../format.ts";

describe("--out", () => {
  it("resolves against the directory npm was called from, like --persist-to", () => {
    const npm = { npm_lifecycle_event: "leads", INIT_CWD: "/home/staff/Desktop" };
    expect(callerPath("inquiries-week.csv", npm, "/home/staff/project")).toBe("/home/staff/Desktop/inquiries-week.csv");
  });

  it("writes the file itself: BOM first, the agency language's separator, Vienna times, no internals", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-out-"));
    try {
      const run: RunSql = async () => [
        ["id", "created_at", "idempotency_key", "idempotency_body_hash", "company_name", "status_changed_at"].map((name) => ({ name })),
        [
          {
            id: "inq_abcdefghijklmnop",
            created_at: "2026-05-04T08:30:00.000Z",
            idempotency_key: "k",
            idempotency_body_hash: "h",
            company_name: "Bäckerei Müller",
            status_changed_at: null,
          },
        ],
      ];
      let out = "";
      const env = { npm_lifecycle_event: "leads", INIT_CWD: dir, AGENCY_LOCALE: "de" };
      await runCommand(
        { run, out: (text) => (out += text), now: new Date(), env },
        { name: "export", kind: "inquiries", format: "csv", excel: true, out: "week.csv" },
      );
      expect(out).toBe('Wrote 1 inquiry to week.csv for Excel (UTF-8 with BOM, ";" between cells, times\nin Europe/Vienna).\n');
      expect(readFileSync(join(dir, "week.csv"), "utf8")).toBe(
        '\ufeff"Lead-ID";"Eingegangen";"Name des Unternehmens";"Status geändert"\r\n"inq_abcdefghijklmnop";"2026-05-04 10:30";"Bäckerei Müller";""\r\n',
      );
      await runCommand(
        { run, out: () => {}, now: new Date(), env },
        { name: "export", kind: "inquiries", format: "json", allColumns: true, out: "all.json" },
      );
      expect(Object.keys(JSON.parse(readFileSync(join(dir, "all.json"), "utf8"))[0])).toContain("idempotency_body_hash");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("puts each choice's label beside its code, as the inbox's CSV does, in the agency's language", async () => {
    const run: RunSql = async () => [
      ["id", "project_type", "company_size"].map((name) => ({ name })),
      [{ id: "inq_abcdefghijklmnop", project_type: "mvp", company_size: "1-10" }],
    ];
    const csvFor = async (env: NodeJS.ProcessEnv) => {
      let out = "";
      await runCommand({ run, out: (text) => (out += text), now: new Date(), env }, { name: "export", kind: "inquiries", format: "csv" });
      return out.split("\r\n").slice(0, 2);
    };
    expect(await csvFor({ AGENCY_LOCALE: "de" })).toEqual([
      '\ufeff"Lead-ID","Art des Projekts","Art des Projekts (Klartext)","Unternehmensgröße","Unternehmensgröße (Klartext)"',
      '"inq_abcdefghijklmnop","mvp","MVP-Entwicklung","=""1-10""","1–10 Mitarbeitende"',
    ]);
    expect((await csvFor({ AGENCY_LOCALE: "en" }))[1]).toBe('"inq_abcdefghijklmnop","mvp","MVP development","=""1-10""","1–10 employees"');
  });
});

describe("the Excel export", () => {
  it("writes the staff inbox's bytes for the same rows: BOM, ';' in German, Vienna times, labels, ranges as text", async () => {
    const columns = ["id", "created_at", "company_size", "project_type", "phone", "idempotency_key", "booking_token"];
    const rows = [
      {
        id: "inq_abcdefghijklmnop",
        created_at: "2026-05-04T08:30:00.000Z",
        company_size: "1-10",
        project_type: "mvp",
        phone: "+43 1 234",
        idempotency_key: "k",
        booking_token: "t",
      },
    ];
    const run: RunSql = async () => [columns.map((name) => ({ name })), rows];
    for (const locale of ["de", "en"] as const) {
      let out = "";
      await runCommand(
        { run, out: (text) => (out += text), now: new Date(), env: { AGENCY_LOCALE: locale, LANG: "en_US.UTF-8" } },
        { name: "export", kind: "inquiries", format: "csv", excel: true },
      );
      expect(out).toBe(leadsCsv(columns, rows, { kind: "inquiries", locale, siteOrigins: new Set() }));
    }
    let german = "";
    await runCommand(
      { run, out: (text) => (german += text), now: new Date(), env: { AGENCY_LOCALE: "de" } },
      { name: "export", kind: "inquiries", format: "csv", excel: true },
    );
    expect(german.split("\r\n").slice(0, 2)).toEqual([
      '\ufeff"Lead-ID";"Eingegangen";"Unternehmensgröße";"Unternehmensgröße (Klartext)";"Art des Projekts";"Art des Projekts (Klartext)";"phone"',
      '"inq_abcdefghijklmnop";"2026-05-04 10:30";"=""1-10""";"1–10 Mitarbeitende";"mvp";"MVP-Entwicklung";"=""+43 1 234"""',
    ]);
  });
});

describe("exports", () => {
  it("write subscribers by the leads' rule: BOM, the agency's separator for Excel whatever the machine's locale, Vienna times", async () => {
    const run: RunSql = async () => [
      ["id", "email", "created_at", "confirm_token_hash"].map((name) => ({ name })),
      [{ id: "sub_abcdefghijklmnop", email: "a@b.at", created_at: "2026-05-04T08:30:00.000Z", confirm_token_hash: "h" }],
    ];
    const csvFor = async (env: NodeJS.ProcessEnv, excel: boolean) => {
      let out = "";
      await runCommand(
        { run, out: (text) => (out += text), now: new Date(), env },
        { name: "export", kind: "subscribers", format: "csv", ...(excel ? { excel: true } : {}) },
      );
      return out;
    };
    const german = '\ufeff"id";"email";"created_at"\r\n"sub_abcdefghijklmnop";"a@b.at";"2026-05-04 10:30"\r\n';
    expect(await csvFor({ AGENCY_LOCALE: "de", LANG: "en_US.UTF-8" }, true)).toBe(german);
    expect(await csvFor({ AGENCY_LOCALE: "en", LANG: "de_AT.UTF-8" }, true)).toBe(german.replaceAll(";", ","));
    expect(await csvFor({ AGENCY_LOCALE: "de" }, false)).toBe(german.replaceAll(";", ","));
  });

  it("give each attribution value and hidden field a column of its own, so no value can forge another", () => {
    const rows = [
      {
        id: "inq_a",
        attribution: JSON.stringify({ utm_source: "mail", utm_content: "; utm_source=forged", first: { utm_campaign: "spring" } }),
        hidden_fields: JSON.stringify({ plan: "pro" }),
      },
      { id: "inq_b", attribution: null, hidden_fields: JSON.stringify({ seats: "5" }) },
    ];
    const out = attributionExport(["id", "attribution", "hidden_fields"], rows);
    expect(out.columns).toContain("utm_content");
    expect(out.columns).toContain("first_utm_campaign");
    expect(out.columns.slice(-2)).toEqual(["hidden.plan", "hidden.seats"]);
    expect(out.rows[0]).toMatchObject({
      utm_source: "mail",
      utm_content: "; utm_source=forged",
      first_utm_campaign: "spring",
      "hidden.plan": "pro",
    });
    expect(out.rows[1]).toMatchObject({ utm_source: "", "hidden.plan": "", "hidden.seats": "5" });
    const [header, first] = toCsv(out.columns, out.rows).split("\r\n");
    expect(header).not.toMatch(/"attribution"|"hidden_fields"/);
    expect(first).toContain('"mail"');
  });
});
