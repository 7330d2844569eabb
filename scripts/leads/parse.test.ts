import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { listLeadsQuery } from "../../worker/db/staff/statements/lead-reads.ts";
import { foldedColumn } from "../../worker/db/staff/statements/search.ts";
import { parseSince } from "./args.ts";
import { UsageError } from "./errors.ts";
import { parseCommandLine } from "./parse.ts";
import { inlineQueries } from "./sql.ts";
import { cliText } from "./texts.ts";

describe("command line", () => {
  const now = new Date("2026-05-10T12:00:00.000Z");

  it("parses every command", () => {
    expect(parseCommandLine(["list", "referrals", "--since", "7d", "--status", "new,won"], now)).toEqual({
      command: { name: "list", kind: "referrals", since: "2026-05-03T12:00:00.000Z", statuses: ["new", "won"], limit: 100 },
      target: { remote: false },
    });
    expect(parseCommandLine(["export", "subscribers", "--format", "csv", "--bom", "--remote"]).target).toEqual({ remote: true });
    expect(parseCommandLine(["show", "INQ_ABCDEFGHIJKLMNOP", "--persist-to", "x"])).toEqual({
      command: { name: "show", id: "inq_abcdefghijklmnop" },
      target: { remote: false, persistTo: "x" },
    });
    expect(parseCommandLine(["referral", "ref_abcdefghijklmnop", "won"]).command).toEqual({
      name: "referral",
      id: "ref_abcdefghijklmnop",
      to: "won",
    });
    expect(parseCommandLine(["outbox", "--dead"]).command).toEqual({ name: "outbox", onlyDead: true });
    expect(parseCommandLine(["outbox", "retry", "out_abcdefghijklmnop"]).command).toEqual({
      name: "outbox-retry",
      id: "out_abcdefghijklmnop",
    });
    expect(parseCommandLine(["forget", "o'brien@example.com"]).command).toEqual({ name: "forget", email: "o'brien@example.com" });
    // Normalised as the API normalises what it stores: trimmed, NFC, lower-case in full Unicode.
    expect(parseCommandLine(["forget", " A\u0308NNA.X@BÜCHER.DE "]).command).toEqual({ name: "forget", email: "änna.x@bücher.de" });
    expect(parseCommandLine(["--help"]).command).toEqual({ name: "help" });
  });

  it("refuses what it cannot use before any SQL is built", () => {
    const bad = [
      [],
      ["frobnicate"],
      ["list"],
      ["list", "people"],
      ["list", "inquiries", "--status", "declined"],
      ["list", "referrals", "--status", "lost"],
      ["list", "inquiries", "--since", "yesterday"],
      ["list", "inquiries", "--limit", "0"],
      ["export", "inquiries"],
      ["export", "inquiries", "--format", "xlsx"],
      ["export", "inquiries", "--format", "json", "--bom"],
      ["show", "inq_123"],
      ["show", "inq_abcdefghijklmnop' OR 1=1 --"],
      ["show", "out_abcdefghijklmnop"],
      ["referral", "inq_abcdefghijklmnop", "won"],
      ["referral", "ref_abcdefghijklmnop", "new"],
      ["referral", "ref_abcdefghijklmnop"],
      ["outbox", "retry", "ref_abcdefghijklmnop"],
      ["outbox", "--since", "7d"],
      ["forget"],
      ["forget", "not-an-address"],
      ["forget", "a@b.com\u0000"],
      ["forget", "anna\u200b@x.de"],
      ["forget", "anna@x.de\u2028"],
      ["forget", "=?utf-8?q?a?=@x.de"],
      ["forget", "a@b.com", "c@d.com"],
      ["forget", "a@b.com", "--dead"],
      ["list", "inquiries", "--remote", "--persist-to", "x"],
      ["list", "inquiries", "--unknown"],
    ];
    for (const argv of bad) expect(() => parseCommandLine(argv), argv.join(" ")).toThrow(UsageError);
  });

  it("parses the inquiry status, the export's file and spreadsheet options, and forget's preview and consent", () => {
    expect(parseCommandLine(["inquiry", "INQ_ABCDEFGHIJKLMNOP", "Contacted"]).command).toEqual({
      name: "inquiry",
      id: "inq_abcdefghijklmnop",
      to: "contacted",
    });
    expect(parseCommandLine(["list", "inquiries", "--status", "new,contacted"], now).command).toMatchObject({
      statuses: ["new", "contacted"],
    });
    expect(
      parseCommandLine(["export", "inquiries", "--excel", "--since", "7d", "--out", "week.csv", "--sep", ";", "--all-columns"], now)
        .command,
    ).toEqual({
      name: "export",
      kind: "inquiries",
      format: "csv",
      since: "2026-05-03T12:00:00.000Z",
      statuses: undefined,
      out: "week.csv",
      excel: true,
      separator: ";",
      allColumns: true,
    });
    expect(parseCommandLine(["export", "referrals", "--format", "csv", "--sep", "tab"]).command).toMatchObject({ separator: "\t" });
    expect(parseCommandLine(["forget", "a@b.at", "--dry-run"]).command).toEqual({ name: "forget", email: "a@b.at", dryRun: true });
    expect(parseCommandLine(["forget", "a@b.at", "-y"]).command).toEqual({ name: "forget", email: "a@b.at", yes: true });
  });

  it("searches a list by name, company or address with the inbox's condition, the text matched literally", () => {
    expect(parseCommandLine(["list", "inquiries", "--search", " Zähler "]).command).toMatchObject({ name: "list", search: "Zähler" });
    const like = `LIKE '%50\\%\\_ö''b%' ESCAPE '\\'`;
    expect(inlineQueries([listLeadsQuery("inquiries", { search: "50%_Ö'b" }, 10)])).toBe(
      `SELECT * FROM project_inquiries WHERE (${foldedColumn("contact_name")} ${like} OR ${foldedColumn("company_name")} ${like} ` +
        `OR ${foldedColumn("contact_email")} ${like}) ORDER BY created_at DESC, id DESC LIMIT 10`,
    );
    expect(parseCommandLine(["export", "referrals", "--format", "json", "--search", "KG"]).command).toMatchObject({ search: "KG" });
    expect(inlineQueries([listLeadsQuery("subscribers", { search: "anna" }, 5)])).toContain(
      `WHERE (${foldedColumn("email")} LIKE '%anna%' ESCAPE '\\')`,
    );
  });

  it("finds umlauts in any case with the CLI's inlined search, as SQLite runs it", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("CREATE TABLE project_inquiries (id TEXT, created_at TEXT, contact_name TEXT, company_name TEXT, contact_email TEXT)");
    db.exec("INSERT INTO project_inquiries VALUES ('inq_1', '2026-01-01', 'Grünböck', 'ÖHLINGER ÄRZTE', 'a@b.test')");
    const found = (text: string) => db.prepare(inlineQueries([listLeadsQuery("inquiries", { search: text }, 5)])).all().length;
    expect([found("grünböck"), found("GRÜNBÖCK"), found("öhlinger"), found("Ärzte"), found("grunbock")]).toEqual([1, 1, 1, 1, 0]);
  });

  it("finds a referral by the person recommended as well as by its referrer, as the inbox does", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE referrals (id TEXT, created_at TEXT, name TEXT, company_name TEXT, email TEXT, " +
        "referral_name TEXT, referral_company TEXT, referral_email TEXT)",
    );
    db.exec(
      "INSERT INTO referrals VALUES ('ref_1', '2026-01-01', 'Rita Referrer', 'Empfehl GmbH', 'rita@a.test', 'Paula Empfohlen', 'Zielfirma OG', 'paula@b.test')",
    );
    const found = (text: string) => db.prepare(inlineQueries([listLeadsQuery("referrals", { search: text }, 5)])).all().length;
    expect(["paula emp", "zielfirma", "paula@b", "rita", "empfehl gmbh", "rita@a", "nobody"].map(found)).toEqual([1, 1, 1, 1, 1, 1, 0]);
  });

  it("refuses the new options where they mean nothing, with the reason and a suggestion", () => {
    const reason = (argv: string[]) => {
      try {
        parseCommandLine(argv);
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        return (err as Error).message;
      }
      throw new Error(`accepted: ${argv.join(" ")}`);
    };
    expect(reason(["referral", "ref_abcdefghijklmnop", "contact"])).toBe(
      'a referral cannot be set to "contact" (did you mean "contacted"?); allowed: contacted ("Contacted"), won ("Won"), rewarded ("Rewarded"), declined ("Declined")',
    );
    expect(reason(["inquiry", "inq_abcdefghijklmnop", "booked"])).toBe(
      'an inquiry becomes "Call booked" when the visitor books a call, not by hand; allowed: contacted ("Contacted"), won ("Won"), lost ("Lost")',
    );
    expect(reason(["inquiry", "inq_abcdefghijklmnop", "rewarded"])).toBe(
      'an inquiry cannot be set to "rewarded"; allowed: contacted ("Contacted"), won ("Won"), lost ("Lost")',
    );
    expect(reason(["inquiry", "ref_abcdefghijklmnop", "won"])).toBe(
      "that id is a referral: npm run leads -- referral ref_abcdefghijklmnop",
    );
    expect(reason(["inquiry", "REF_abcdefghijklmnop"])).toBe("that id is a referral: npm run leads -- referral ref_abcdefghijklmnop");
    expect(reason(["inquiry", "sub_abcdefghijklmnop", "won"])).toMatch(/^"sub_abcdefghijklmnop" is not a lead id/);
    expect(reason(["referral", "inq_abcdefghijklmnop", "won"])).toBe(
      "that id is an inquiry: npm run leads -- inquiry inq_abcdefghijklmnop",
    );
    expect(reason(["referral", " Inq_abcdefghijklmnop "])).toBe("that id is an inquiry: npm run leads -- inquiry inq_abcdefghijklmnop");
    expect(reason(["referral", "sub_abcdefghijklmnop", "won"])).toMatch(/^"sub_abcdefghijklmnop" is not a lead id/);
    expect(reason(["list", "inquiries", "--search", " "])).toMatch(/^--search expects/);
    expect(reason(["outbox", "--search", "x"])).toBe('--search does not apply to "outbox"');
    expect(reason(["lsit", "inquiries"])).toBe('unknown command "lsit" (did you mean "list"?)');
    expect(reason(["list", "subscribers", "--status", "active"])).toBe(
      'Subscribers have no status "active": pending, confirmed, unsubscribed',
    );
    expect(reason(["list", "inquiries", "--status", "wone"])).toBe(
      'Inquiries have no status "wone": new, contacted, booked, cancelled, won, lost',
    );
    expect(reason(["list", "inquiry"])).toBe(
      'unknown lead kind "inquiry" (did you mean "inquiries"?): inquiries, referrals or subscribers',
    );
    expect(reason(["export", "inquiries", "--format", "json", "--excel"])).toBe("--excel applies to --format csv only");
    expect(reason(["export", "inquiries", "--format", "csv", "--sep", "|"])).toBe('--sep expects ",", ";" or tab, got "|"');
    expect(reason(["export", "inquiries", "--format", "csv", "--out", ""])).toBe("--out needs a file name");
    expect(reason(["list", "inquiries", "--out", "x.csv"])).toBe('--out does not apply to "list"');
    expect(reason(["forget", "a@b.at", "--dry-run", "--yes"])).toMatch(/^--dry-run changes nothing/);
    expect(reason(["list", "inquiries", "--yes"])).toBe('--yes does not apply to "list"');
  });

  it("names the kind in the agency's words when --status is refused", async () => {
    const { i18n } = await cliText("de");
    try {
      parseCommandLine(["list", "referrals", "--status", "wone"]);
    } catch (err) {
      expect((err as UsageError).textIn(i18n)).toBe("Empfehlungen haben keinen Status „wone“: new, contacted, won, rewarded, declined");
      return;
    }
    throw new Error("accepted");
  });

  it("reads --since as an age or a local date", () => {
    expect(parseSince("12h", now)).toBe("2026-05-10T00:00:00.000Z");
    expect(parseSince("2w", now)).toBe("2026-04-26T12:00:00.000Z");
    expect(parseSince("2026-05-01")).toBe(new Date(2026, 4, 1).toISOString());
    expect(() => parseSince("2026-02-30")).toThrow(UsageError);
  });
});
