/**
 * The staff CLI end to end: `export` writes every column as CSV (RFC 4180, formulas
 * defused) or JSON, and the Excel file itself when run through `npm run`.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withLabelColumns } from "../../../contract/lead/columns/labels.ts";
import { workColumns } from "../../../worker/db/staff/statements/lead-reads.ts";
import { EXPORT_COLUMNS } from "../../../worker/staff/attribution-export.ts";
import { exportI18n, headerOf } from "../../../worker/staff/csv-headers.ts";
import { hostile, inquiry, seededWorld } from "../testing/shared-world.ts";
import { cliEnv as env, parseCsv, type Run, TZ, vienna } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, sql } = world;

describe("reading leads", () => {
  it("exports every column as RFC 4180 CSV with a BOM and defused formulas", async () => {
    const run = await leads("export", "inquiries", "--format", "csv", "--bom", "--all-columns");
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith("\ufeff")).toBe(true);
    const [header, ...rows] = parseCsv(run.stdout.slice(1));
    // Every stored column, the attribution as a column per value (the sample leads have no hidden fields).
    const columns = sql<{ name: string }>("SELECT name FROM pragma_table_info('project_inquiries')")
      .flatMap((c) => (c.name === "attribution" ? [...EXPORT_COLUMNS] : c.name === "hidden_fields" ? [] : [c.name]))
      .concat(workColumns("inquiries"));
    // The inbox's file: each choice with its label beside it, the status by its label, the language by its name.
    const beside: Record<string, string[]> = { status: ["status_label"], locale: ["locale", "locale_label"] };
    expect(header).toEqual(withLabelColumns(columns).flatMap((c) => beside[c] ?? [c]));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === ids.obrienInquiry)![i]]));
    expect(row).toMatchObject({
      company_name: `'=cmd("calc")`,
      contact_name: "'@SUM(A1)",
      // A phone number stays as typed: no visible apostrophe, no formula.
      contact_phone: '="+43 1 234 56 78"',
      contact_email: "o'brien@example.com",
      project_description: hostile.projectDescription,
    });
    expect(run.stdout).toContain('"\'=cmd(""calc"")"');
  });

  it("exports JSON with the stored values untouched", async () => {
    const run = await leads("export", "referrals", "--format", "json", "--all-columns");
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([ids.referredObrien, ids.referrerObrien, ids.moving, ids.declining]);
    expect(rows[0]).toMatchObject({ referral_email: "o'brien@example.com", status: "new", contact_confirmed: 1, status_changed_at: null });
    expect(Object.keys(rows[0]!)).toContain("idempotency_key");
  });

  it("writes the Excel export itself when run through npm run, so npm's banner never reaches the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-export-"));
    try {
      // As the guide says, from the staff member's own directory, without npm's -s.
      const run = await new Promise<Run>((resolve) =>
        execFile(
          "npm",
          ["--prefix", process.cwd(), "run", "leads", "--", "export", "inquiries", "--format", "csv", "--excel", "--since", "7d"].concat([
            "--out",
            "inquiries-week.csv",
            "--persist-to",
            world.state,
          ]),
          { cwd: dir, env: { ...env, TZ, AGENCY_LOCALE: "de" }, encoding: "utf8" },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
      expect(run.code).toBe(0);
      // npm's banner went to the terminal, the file is the export alone.
      expect(run.stdout).toContain("> agency-website@");
      expect(run.stdout).toContain('Wrote 2 inquiries to inquiries-week.csv for Excel (UTF-8 with BOM, ";" between');
      const bytes = readFileSync(join(dir, "inquiries-week.csv"));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(bytes.toString("utf8").slice(1), ";");
      const staffColumns = sql<{ name: string }>("SELECT name FROM pragma_table_info('project_inquiries')")
        .flatMap((c) => (c.name === "attribution" ? [...EXPORT_COLUMNS] : c.name === "hidden_fields" ? [] : [c.name]))
        .filter((name) => !name.startsWith("idempotency_") && name !== "booking_token")
        .concat(workColumns("inquiries"));
      // A German agency reads German column names; the status comes with its label.
      // The reply language by its name beside its code.
      const beside: Record<string, string[]> = { status: ["status_label"], locale: ["locale", "locale_label"] };
      const codes = withLabelColumns(staffColumns).flatMap((c) => beside[c] ?? [c]);
      expect(header).toEqual(codes.map((code) => headerOf(exportI18n("de"), code)));
      expect(header).toContain("Status");
      const row = Object.fromEntries(codes.map((name, i) => [name, rows.find((r) => r[0] === ids.anna)![i]]));
      const [stored] = sql<{ created_at: string }>(`SELECT created_at FROM project_inquiries WHERE id = '${ids.anna}'`);
      // A date Excel reads as one, on the agency's clock.
      expect(row.created_at).toBe(vienna(stored!.created_at));
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(row).toMatchObject({
        status_label: "Neu",
        locale_label: "Deutsch",
        company_name: "Acme GmbH",
        project_description: inquiry.projectDescription,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
