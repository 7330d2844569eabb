/**
 * The staff CLI end to end: mistakes: bad arguments, `--help`, and a `--persist-to`
 * that holds no database or an unmigrated one.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { seededWorld } from "../testing/shared-world.ts";
import { cliEnv as env, leadsIn, type Run, TZ, wrangler } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, sql } = world;

describe("mistakes", () => {
  it("answers bad arguments with the reason and where the usage is, exit status 2", async () => {
    const referralsBefore = sql<{ id: string; status: string; status_changed_at: string | null }>(
      "SELECT id, status, status_changed_at FROM referrals ORDER BY id",
    );
    expect(referralsBefore.length).toBeGreaterThan(0);
    // Refused before any database access, so these may run side by side.
    const runs = await Promise.all([
      leads(),
      leads("list"),
      leads("list", "customers"),
      leads("export", "inquiries", "--format", "xlsx"),
      leads("show", "inq_x'; DROP TABLE referrals; --"),
      leads("referral", ids.declining!, "new"),
      leads("forget", "nobody"),
      leads("list", "inquiries", "--frobnicate"),
      leads("referral", ids.declining!, "contact"),
    ]);
    // Nothing reached the database: not the injected DROP TABLE, not the refused move to "new".
    expect(sql("SELECT id, status, status_changed_at FROM referrals ORDER BY id")).toEqual(referralsBefore);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      // The reason stays on screen: no usage after it to scroll it away.
      const [first, see, ...rest] = run.stderr.split("\n");
      expect(first).toMatch(/^leads: \S/);
      expect(see).toBe("See npm run leads -- --help");
      expect(rest).toEqual([""]);
    }
    expect(runs[2]!.stderr.split("\n")[0]).toBe('leads: unknown lead kind "customers": inquiries, referrals or subscribers');
    expect(runs[8]!.stderr.split("\n")[0]).toBe(
      'leads: a referral cannot be set to "contact" (did you mean "contacted"?); allowed: contacted ("Contacted"), won ("Won"), rewarded ("Rewarded"), declined ("Declined")',
    );
  });

  it("refuses in the agency's language, a bad id in German as in English", async () => {
    const run = await world.leadsWith({ AGENCY_LOCALE: "de" }, "show", "inq_x");
    expect(run).toMatchObject({ code: 2, stdout: "" });
    expect(run.stderr.split("\n")).toEqual([
      "leads: „inq_x“ ist keine Lead-ID (sie sehen aus wie inq_…, ref_…, sub_…; npm run leads -- list inquiries listet sie)",
      "Siehe npm run leads -- --help",
      "",
    ]);
    const near = await world.leadsWith({ AGENCY_LOCALE: "de" }, "referral", ids.declining!, "contact");
    expect(near.stderr.split("\n")[0]).toBe(
      "leads: eine Empfehlung kann nicht auf „contact“ gesetzt werden (meinten Sie „contacted“?); erlaubt: contacted („Kontaktiert“), won („Gewonnen“), rewarded („Prämie bezahlt“), declined („Abgelehnt“)",
    );
  });

  it("prints the usage on --help, in the agency's language or the one --lang names", async () => {
    const run = await leads("--help");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toContain("forget <email>");
    const german = await world.leadsWith({ AGENCY_LOCALE: "de" }, "--help");
    expect(german).toMatchObject({ code: 0, stderr: "" });
    expect(german.stdout).toContain("Befehle:");
    const english = await world.leadsWith({ AGENCY_LOCALE: "de" }, "--help", "--lang", "en");
    expect(english.stdout).toContain("Commands:");
    const refused = await world.leadsWith({ AGENCY_LOCALE: "en" }, "outbox", "--lan", "de", "--lang", "de");
    expect(refused).toMatchObject({
      code: 2,
      stderr: "leads: unbekannte Option --lan (meinten Sie „--lang“?)\nSiehe npm run leads -- --help\n",
    });
  });

  it("refuses a --persist-to directory that holds no database, and creates nothing there", async () => {
    const empty = mkdtempSync(join(tmpdir(), "leads-empty-"));
    try {
      const run = await leadsIn(empty, "list", "inquiries");
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^leads: no local D1 database in ${empty} \\(wrangler keeps it in .*check the path`));
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("says plainly when the database is not migrated", async () => {
    const bare = mkdtempSync(join(tmpdir(), "leads-bare-"));
    try {
      // A database without tables, as wrangler makes it on first use.
      spawnSync(process.execPath, [wrangler, "d1", "execute", "agency-leads", "--local", "--persist-to", bare, "--command", "SELECT 1"], {
        env,
        encoding: "utf8",
      });
      const run = await leadsIn(bare, "list", "inquiries");
      expect(run.code).toBe(1);
      // The list reads several lead tables; SQLite names whichever it misses first.
      expect(run.stderr).toMatch(
        /^leads: the database is not migrated \(no such table: (project_inquiries|referrals)\): run npm run db:migrate/,
      );
      expect(run.stderr).toContain(`--persist-to ${bare}\n`);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("resolves a relative --persist-to against the directory npm run was called from", async () => {
    const cwd = join(process.cwd(), "scripts", "leads");
    const run = await new Promise<Run>((resolve) =>
      execFile(
        "npm",
        ["run", "--silent", "leads", "--", "list", "subscribers", "--persist-to", relative(cwd, world.state)],
        { cwd, env: { ...env, TZ }, encoding: "utf8" },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("keep@example.com");
  });
});
