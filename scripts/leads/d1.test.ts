import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assertLocalDatabase, callerPath, databaseRunner, isBusy, retryWhileBusy, splitStatements } from "./d1.ts";
import { CommandError, NotMigratedError } from "./errors.ts";
import { forgetDeleteSql } from "./testing/forget-sql.ts";
import { cliText } from "./texts.ts";

describe("splitStatements (the local runner's batches)", () => {
  it("splits at the semicolons that end statements, never inside a literal, a quoted name or a comment", () => {
    expect(splitStatements("SELECT 1; SELECT 2;")).toEqual(["SELECT 1", " SELECT 2"]);
    expect(splitStatements("UPDATE t SET a = 'x;y''; z' WHERE id = 'o''brien'; SELECT \"a;b\" FROM [c;d]")).toEqual([
      "UPDATE t SET a = 'x;y''; z' WHERE id = 'o''brien'",
      ' SELECT "a;b" FROM [c;d]',
    ]);
    expect(splitStatements("SELECT 1 -- a; comment\n; /* b; */ SELECT 2")).toEqual(["SELECT 1 -- a; comment\n", " /* b; */ SELECT 2"]);
  });

  it("drops what holds no statement", () => {
    expect(splitStatements(" ; -- only a comment\n;\n")).toEqual([]);
  });

  it("keeps every statement the CLI sends as one batch", () => {
    const sql = forgetDeleteSql({ inquiries: ["inq_a"], referrals: ["ref_b"], subscribers: [], outbox: [] });
    expect(splitStatements(sql).length).toBe(sql.split(";").filter((part) => part.trim()).length);
  });
});

describe("a busy local database", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("recognises wrangler's lock errors", () => {
    expect(isBusy("wrangler d1 execute failed: Failed to get session commit token: SQLITE_BUSY")).toBe(true);
    expect(isBusy("D1_ERROR: database is locked")).toBe(true);
    expect(isBusy("no such table: referrals")).toBe(false);
  });

  it("tries again with growing pauses, then fails saying the database stayed busy", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const busyTwice = retryWhileBusy(async () => {
      calls += 1;
      if (calls < 3) throw new CommandError("wrangler d1 execute failed: Failed to get session commit token: busy");
      return "done";
    });
    await vi.runAllTimersAsync();
    await expect(busyTwice).resolves.toBe("done");
    expect(calls).toBe(3);

    calls = 0;
    const alwaysBusy = retryWhileBusy(async () => {
      calls += 1;
      throw new CommandError("wrangler d1 execute failed: SQLITE_BUSY");
    });
    const failed = expect(alwaysBusy).rejects.toThrow(
      /^the local database stayed busy after 6 attempts .*try again in a moment\. Last error: .*SQLITE_BUSY/,
    );
    await vi.runAllTimersAsync();
    await failed;
    expect(calls).toBe(6);

    calls = 0;
    const other = retryWhileBusy(async () => {
      calls += 1;
      throw new CommandError("no such table: referrals");
    });
    await expect(other).rejects.toThrow("no such table");
    expect(calls).toBe(1);
  });
});

describe("the database's refusals in German", () => {
  const german = async (failing: () => unknown): Promise<string> => {
    const { i18n } = await cliText("de");
    try {
      await failing();
    } catch (err) {
      if (err instanceof CommandError) return err.textIn(i18n);
      throw err;
    }
    throw new Error("did not fail");
  };

  it("names a missing database and a missing migration in German, with the command to run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-unit-"));
    try {
      expect(await german(() => assertLocalDatabase(dir))).toMatch(
        new RegExp(
          `^keine lokale D1-Datenbank in ${dir} .*prüfen Sie den Pfad; eine neue legt npm run db:migrate -- --persist-to ${dir} an$`,
        ),
      );
      mkdirSync(join(dir, "v3/d1/miniflare-D1DatabaseObject"), { recursive: true });
      writeFileSync(join(dir, "v3/d1/miniflare-D1DatabaseObject/0123abcd.sqlite"), "");
      const run = databaseRunner({ remote: false, persistTo: dir });
      await expect(run("SELECT id FROM referrals")).rejects.toThrow(NotMigratedError);
      expect(await german(() => run("SELECT id FROM referrals"))).toBe(
        `die Datenbank ist nicht migriert (Tabelle fehlt: referrals): führen Sie npm run db:migrate -- --persist-to ${dir} aus`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the tool's own output after the German words", async () => {
    vi.useFakeTimers();
    const busy = german(() =>
      retryWhileBusy(async () => {
        throw new CommandError("D1_ERROR: database is locked");
      }),
    );
    await vi.runAllTimersAsync();
    expect(await busy).toMatch(/^die lokale Datenbank blieb nach 6 Versuchen belegt .*Letzter Fehler: D1_ERROR: database is locked$/);
    vi.useRealTimers();
  });
});

describe("--persist-to", () => {
  it("resolves against the directory npm was called from, not the package root", () => {
    const npm = { npm_lifecycle_event: "leads", INIT_CWD: "/home/staff/project/site" };
    expect(callerPath("../state", npm, "/home/staff/project")).toBe("/home/staff/project/state");
    expect(callerPath("/abs/state", npm, "/home/staff/project")).toBe("/abs/state");
    // Run directly (or under another npm script that left INIT_CWD behind): the working directory.
    expect(callerPath("state", { npm_lifecycle_event: "test", INIT_CWD: "/elsewhere" }, "/home/staff/project")).toBe(
      "/home/staff/project/state",
    );
  });

  it("refuses a directory without a D1 database and creates nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-unit-"));
    try {
      expect(() => assertLocalDatabase(dir)).toThrow(/^no local D1 database in .*check the path/);
      expect(() => assertLocalDatabase(join(dir, "typo"))).toThrow(CommandError);
      expect(readdirSync(dir)).toEqual([]);
      mkdirSync(join(dir, "v3/d1/miniflare-D1DatabaseObject"), { recursive: true });
      writeFileSync(join(dir, "v3/d1/miniflare-D1DatabaseObject/metadata.sqlite"), "");
      expect(() => assertLocalDatabase(dir)).toThrow(CommandError);
      writeFileSync(join(dir, "v3/d1/miniflare-D1DatabaseObject/0123abcd.sqlite"), "");
      expect(() => assertLocalDatabase(dir)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
