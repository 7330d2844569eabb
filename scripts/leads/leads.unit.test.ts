import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailboxKey, normalizeEmail } from "../../contract/email.ts";
import { emptyFunnelRow, type FunnelFigure, type FunnelRow, type FunnelSourceKind, mergeFunnel } from "../../contract/funnel-rows.ts";
import { inquiryFieldLabels } from "../../contract/inquiry-field-labels.ts";
import { columnLabels, optionColumns } from "../../contract/lead-columns.ts";
import { inquiryLifecycle, lifecycleAllowedFrom, lifecycleRefusalOf, referralLifecycle } from "../../contract/lifecycles.ts";
import { referralFieldLabels } from "../../contract/referral-field-labels.ts";
import { personalColumns } from "../../contract/retention.ts";
import { FORGET_TABLES } from "../../worker/db/erasure-queries.ts";
import { listLeadsQuery } from "../../worker/db/lead-reads.ts";
import { retryOutboxQueries } from "../../worker/db/outbox-retry.ts";
import { foldedColumn, funnelQueries, moveLeadStatusQueries } from "../../worker/db/staff-queries.ts";
import { erasureOf, survivors } from "../../worker/erasure/erasure.ts";
import { messageHolds } from "../../worker/erasure/match.ts";
import { planForget } from "../../worker/erasure/plan.ts";
import { attributionExport } from "../../worker/staff/attribution-export.ts";
import { leadsCsv } from "../../worker/staff/csv.ts";
import { csvCell } from "../../worker/staff/csv-cell.ts";
import { parseSince, sinceDay } from "./args.ts";
import { cliActor } from "./commands/move.ts";
import { runCommand } from "./commands.ts";
import { assertLocalDatabase, callerPath, isBusy, persistDir, type Row, type RunSql, retryWhileBusy, splitStatements } from "./d1.ts";
import { CommandError, UsageError } from "./errors.ts";
import { erasureLines } from "./forget.ts";
import {
  type Column,
  cellWidth,
  displayValue,
  excelSeparator,
  renderRecord,
  renderTable,
  terminalColumns,
  terminalText,
  toCsv,
  truncate,
  viennaTime,
  wrapLines,
} from "./format.ts";
import {
  bar,
  dropOff,
  type FunnelWords,
  funnelCsv,
  funnelJson,
  percent,
  renderFunnelBlock,
  renderFunnelReport,
  terminalWidth,
} from "./funnel.ts";
import { labeller, withValueLabels } from "./labels.ts";
import { deliveryStateText } from "./messages.ts";
import { type Command, parseCommandLine } from "./parse.ts";
import { inlineQueries, sqlText } from "./sql.ts";
import { forgetDeleteSql, forgetReadSql } from "./testing/forget-sql.ts";
import { cliText, funnelWords } from "./texts.ts";

/** What `mailbox_caps.mailbox` holds for `email`, computed here apart from the Worker's own code. */
const capHash = (email: string) => createHash("sha256").update(mailboxKey(email)).digest("hex");

describe("sqlText", () => {
  it("doubles single quotes and nothing else (backslashes mean nothing in SQLite)", () => {
    expect(sqlText("o'brien@example.com")).toBe("'o''brien@example.com'");
    expect(sqlText("'; DROP TABLE referrals; --")).toBe("'''; DROP TABLE referrals; --'");
    expect(sqlText("a\\'b")).toBe("'a\\''b'");
  });

  it("refuses NUL and lone surrogates", () => {
    expect(() => sqlText("a\u0000b")).toThrow(CommandError);
    expect(() => sqlText("a\ud800b")).toThrow(CommandError);
    expect(sqlText("😀")).toBe("'😀'");
  });

  it("puts the ids to delete only into escaped literals", () => {
    const sql = forgetDeleteSql({ outbox: ["out_a'b"], inquiries: [], referrals: ["ref_x"], subscribers: [] });
    expect(sql).toContain(`DELETE FROM outbox WHERE id IN (SELECT value FROM json_each('["out_a''b"]')) RETURNING id`);
    expect(sql).toContain("DELETE FROM project_inquiries WHERE id IN (SELECT value FROM json_each('[]')) RETURNING id");
    expect(sql).toContain(`DELETE FROM referrals WHERE id IN (SELECT value FROM json_each('["ref_x"]')) RETURNING id`);
  });
});

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

describe("CSV", () => {
  it("quotes every cell, doubles quotes and keeps line breaks inside the quotes", () => {
    expect(csvCell('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}cmd`)).toBe(`"'${start}cmd"`);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("a=b")).toBe('"a=b"');
    // A phone number stays as typed (no visible apostrophe, its leading 0 kept); a day stays a day.
    expect(csvCell("+43 1 234")).toBe('"=""+43 1 234"""');
    expect(csvCell("0664 1234567")).toBe('"=""0664 1234567"""');
    expect(csvCell("2026-05-04")).toBe('"2026-05-04"');
  });

  it("writes ranges Excel would read as a date as text, in the CLI's CSV as in the inbox's", () => {
    expect(toCsv(["company_size"], [{ company_size: "1-10" }])).toBe('"company_size"\r\n"=""1-10"""\r\n');
    expect(csvCell("11-50")).toBe('"=""11-50"""');
    expect(csvCell("501+")).toBe('"501+"');
  });

  it("ends lines with CRLF and puts the BOM first only when asked", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x" }])).toBe('"a","b"\r\n"1","x"\r\n');
    expect(toCsv(["a"], [], true)).toBe('\ufeff"a"\r\n');
  });

  it("separates cells with what a German Excel expects when asked, quoting the separator inside a cell", () => {
    expect(toCsv(["a", "b"], [{ a: "1;2", b: "Grüße" }], true, ";")).toBe('\ufeff"a";"b"\r\n"1;2";"Grüße"\r\n');
  });

  it("takes the separator from the locale: ';' where the decimal mark is a comma", () => {
    for (const LANG of ["de_AT.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8", "it_IT", "es_ES.UTF-8", "nl_NL.UTF-8"])
      expect(excelSeparator({ LANG }), LANG).toBe(";");
    for (const LANG of ["en_US.UTF-8", "en_GB.UTF-8", "C.UTF-8", "POSIX", "", "garbage!"]) expect(excelSeparator({ LANG }), LANG).toBe(",");
    expect(excelSeparator({})).toBe(",");
    // LC_ALL overrides LANG, as it does for every program.
    expect(excelSeparator({ LC_ALL: "en_US.UTF-8", LANG: "de_AT.UTF-8" })).toBe(",");
    expect(excelSeparator({ LC_ALL: "de_AT.UTF-8", LANG: "en_US.UTF-8" })).toBe(";");
  });
});

describe("terminal output", () => {
  it("neutralises escape sequences and bidi overrides, and flattens line breaks", () => {
    expect(terminalText("red\u001b[31m!\r\nnext\u202eevil")).toBe("red\ufffd[31m! next\ufffdevil");
    expect(terminalText("one\ntwo", true)).toBe("one\ntwo");
  });

  it("truncates by characters with an ellipsis", () => {
    expect(truncate("Grüße aus Wien", 6)).toBe("Grüße…");
    expect(truncate("short", 6)).toBe("short");
  });

  it("measures terminal cells: wide characters take two, combining marks none", () => {
    expect(cellWidth("Grüße")).toBe(5);
    expect(cellWidth("Gru\u0308ße")).toBe(5);
    expect(cellWidth("🚀 Start")).toBe(8);
    expect(cellWidth("東京")).toBe(4);
    expect(truncate("🚀🚀🚀 Start", 4)).toBe("🚀…");
    expect(cellWidth(truncate("東京東京東京", 5))).toBeLessThanOrEqual(5);
  });

  it("wraps at spaces, cuts a word longer than a line, keeps line breaks", () => {
    expect(wrapLines("Eine Buchungs-App für unsere drei Kliniken in Wien", 20)).toEqual([
      "Eine Buchungs-App",
      "für unsere drei",
      "Kliniken in Wien",
    ]);
    expect(wrapLines("https://example.com/a/very/long/path ok", 10)).toEqual(["https://ex", "ample.com/", "a/very/lon", "g/path ok"]);
    expect(wrapLines("one\ntwo three", 5)).toEqual(["one", "two", "three"]);
    expect(wrapLines("", 10)).toEqual([""]);
    for (const line of wrapLines("x".repeat(95), 30)) expect(line.length).toBeLessThanOrEqual(30);
  });

  it("lays out for the terminal, else COLUMNS, else 80", () => {
    expect(terminalColumns(120, { COLUMNS: "60" })).toBe(120);
    expect(terminalColumns(undefined, { COLUMNS: "60" })).toBe(60);
    expect(terminalColumns(undefined, { COLUMNS: "wide" })).toBe(80);
    expect(terminalColumns(undefined, {})).toBe(80);
  });

  it("shows stored UTC times on the agency's clock (Vienna), summer and winter, whatever the machine's zone", () => {
    expect(viennaTime("2026-05-04T08:30:00.000Z")).toBe("2026-05-04 10:30");
    expect(viennaTime("2026-01-15T23:30:00.000Z")).toBe("2026-01-16 00:30");
    expect(viennaTime("2026-05-04T08:30:00.000Z", true)).toBe("05-04 10:30");
    expect(viennaTime(null)).toBe("");
    expect(viennaTime("3months")).toBe("3months");
  });
});

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
      bom: false,
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
      'a referral cannot be moved to "contact" (did you mean "contacted"?): contacted, won, rewarded, declined',
    );
    expect(reason(["inquiry", "inq_abcdefghijklmnop", "booked"])).toBe(
      "an inquiry becomes booked when the visitor books a call, not by hand: contacted, won, lost",
    );
    expect(reason(["inquiry", "inq_abcdefghijklmnop", "rewarded"])).toBe('an inquiry cannot be moved to "rewarded": contacted, won, lost');
    expect(reason(["inquiry", "ref_abcdefghijklmnop", "won"])).toBe(
      "that id is a referral: npm run leads -- referral ref_abcdefghijklmnop",
    );
    expect(reason(["inquiry", "REF_abcdefghijklmnop"])).toBe("that id is a referral: npm run leads -- referral ref_abcdefghijklmnop");
    expect(reason(["inquiry", "sub_abcdefghijklmnop", "won"])).toMatch(/^not an id/);
    expect(reason(["list", "inquiries", "--search", " "])).toMatch(/^--search expects/);
    expect(reason(["outbox", "--search", "x"])).toBe('--search does not apply to "outbox"');
    expect(reason(["lsit", "inquiries"])).toBe('unknown command "lsit" (did you mean "list"?)');
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

  it("reads --since as an age or a local date", () => {
    expect(parseSince("12h", now)).toBe("2026-05-10T00:00:00.000Z");
    expect(parseSince("2w", now)).toBe("2026-04-26T12:00:00.000Z");
    expect(parseSince("2026-05-01")).toBe(new Date(2026, 4, 1).toISOString());
    expect(() => parseSince("2026-02-30")).toThrow(UsageError);
  });
});

describe("tables that fit the terminal", () => {
  const columns: Column[] = [
    { header: "id", value: (r) => String(r.id), width: 20 },
    { header: "created", value: () => "2026-05-04 10:30", short: () => "05-04 10:30", width: 16 },
    { header: "company", value: (r) => String(r.company), width: 24, min: 12, drop: 3 },
    { header: "email", value: (r) => String(r.email), width: 30, min: 16, drop: 2 },
    { header: "description", value: (r) => String(r.description), width: 40, min: 16, drop: 1 },
  ];
  const rows = [
    {
      id: "inq_abcdefghijklmnop",
      company: "Bäckerei Müller & Söhne GmbH",
      email: "jürgen.müller@bäckerei-müller.at",
      description: "Ein Online-Bestellsystem für unsere fünf Filialen in Wien und Graz.",
    },
    { id: "inq_qrstuvwxyz234567", company: "🚀 Rocket Ltd", email: "ops@rocket.example", description: "An internal dashboard." },
  ];
  const widest = (text: string) => Math.max(...text.trimEnd().split("\n").map(cellWidth));

  it("keeps every column in a wide terminal, each up to its width", () => {
    const table = renderTable(columns, rows, 200);
    expect(table.hidden).toEqual([]);
    expect(table.text.split("\n")[0]).toMatch(/^id +created +company +email +description$/);
    expect(table.text).toContain("2026-05-04 10:30");
    expect(table.text).toContain("Bäckerei Müller & Söhne…");
  });

  it("shortens, then drops the lowest columns first, one line per row, narrower than the terminal", () => {
    for (const width of [60, 80, 100, 120]) {
      const table = renderTable(columns, rows, width);
      expect(widest(table.text), `${width}`).toBeLessThan(width);
      expect(table.text.trimEnd().split("\n")).toHaveLength(2 + rows.length);
    }
    const at80 = renderTable(columns, rows, 80);
    expect(at80.hidden).toEqual(["description"]);
    expect(at80.text).toContain("05-04 10:30");
    const at60 = renderTable(columns, rows, 60);
    expect(at60.hidden).toEqual(["email", "description"]);
    // Dates keep their year from 100 columns on.
    expect(renderTable(columns, rows, 120).text).toContain("2026-05-04 10:30");
  });

  it("never drops a column without a drop rank, even when nothing fits", () => {
    const table = renderTable(columns, rows, 20);
    expect(table.text.split("\n")[0]).toMatch(/^id +created$/);
  });
});

describe("show", () => {
  it("wraps long values with a hanging indent, and shows times on the agency's clock", async () => {
    const text = renderRecord(
      withValueLabels(
        {
          id: "inq_abcdefghijklmnop",
          created_at: "2026-05-04T08:30:00.000Z",
          project_description:
            "Wir brauchen eine Buchungs-App für unsere drei Kliniken in Wien, Linz und Graz, mit Online-Terminen und Erinnerungen per SMS.\nZweiter Absatz.",
          contact_confirmed: 1,
        },
        await labeller("en"),
      ),
      60,
    );
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("id                   inq_abcdefghijklmnop");
    expect(lines[1]).toBe("created_at           2026-05-04 10:30 (Europe/Vienna)");
    expect(lines[2]).toMatch(/^project_description {2}Wir brauchen/);
    for (const line of lines) expect(cellWidth(line)).toBeLessThan(60);
    const continued = lines.slice(3, -1);
    expect(continued.length).toBeGreaterThan(1);
    for (const line of continued) expect(line).toMatch(/^ {21}\S/);
    expect(continued).toContain(`${" ".repeat(21)}Zweiter Absatz.`);
    expect(lines.at(-1)).toBe("contact_confirmed    yes");
  });

  it("maps a column's value to what staff read, choices and flags as stored for the labels to name", () => {
    expect(displayValue("contact_confirmed", 0)).toBe("0");
    expect(displayValue("first_need", "2026-01-15T23:30:00.000Z")).toBe("2026-01-15T23:30:00.000Z");
    expect(displayValue("project_timeline", "3months")).toBe("3months");
    expect(displayValue("status_changed_at", null)).toBe("");
    expect(displayValue("status_changed_at", "2026-01-15T23:30:00.000Z")).toBe("2026-01-16 00:30 (Europe/Vienna)");
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

/** A funnel group as `mergeFunnel` makes it: the counters given, every other figure 0. */
const group = (kind: FunnelSourceKind, key: string, figures: Partial<Record<FunnelFigure, number>> = {}): FunnelRow => ({
  ...emptyFunnelRow(kind, key),
  ...figures,
});

describe("funnel chart", () => {
  let english: FunnelWords;
  beforeAll(async () => {
    english = funnelWords(await cliText("en"));
  });
  const counts = { opened: 120, step2: 80, step3: 60, summary: 41, submitted: 30, failed: 2, booked: 12 };
  const row = group("site", "/internal-tools", counts);
  const zero = group("partner", "acme");
  /** The bar of a line: its block characters, and how many eighths of a cell they fill. */
  const eighthsOf = (line: string) => {
    const blocks = /[█▏▎▍▌▋▊▉]+$/.exec(line)?.[0] ?? "";
    return Array.from(blocks).reduce((sum, ch) => sum + (ch === "█" ? 8 : "▏▎▍▌▋▊▉".indexOf(ch) + 1), 0);
  };

  it("draws bars to the eighth of a cell, clamped, padded to their width", () => {
    expect(bar(1, 4)).toBe("████");
    expect(bar(0.5, 4)).toBe("██  ");
    expect(bar(0.3, 10)).toBe(`███${" ".repeat(7)}`);
    expect(bar(0.5, 1)).toBe("▌");
    expect(bar(7 / 8, 1)).toBe("▉");
    expect(bar(1 / 16, 1)).toBe("▏"); // half an eighth rounds up
    expect(bar(0.06, 1)).toBe(" "); // less rounds down
    expect(bar(0.01, 10)).toBe("▏         ");
    expect(bar(0, 3)).toBe("   ");
    expect(bar(2, 3)).toBe("███");
    expect(bar(Number.NaN, 2)).toBe("  ");
    expect(bar(0.5, 0)).toBe("");
    for (let i = 0; i <= 64; i++) expect(Array.from(bar(i / 64, 8)).length).toBe(8);
  });

  it("computes shares of opened and drop-offs, with '-' instead of dividing by zero", () => {
    expect(percent(80, 120)).toBe("66.7%");
    expect(percent(0, 0)).toBe("-");
    expect(dropOff(80, 120)).toBe("-33.3%");
    expect(dropOff(60, 60)).toBe("0.0%");
    expect(dropOff(5, 4)).toBe("+25.0%");
    expect(dropOff(0, 0)).toBe("-");
  });

  it("renders a source: counts, % of opened, drop-off from the step before, bars as long as the share", () => {
    const lines = renderFunnelBlock({ ...row, inquiries: 28, won: 3, referrals: 1 }, 100, "source", english).split("\n");
    expect(lines[0]).toBe("/internal-tools");
    // The stages by the staff inbox's names, padded to the longest.
    expect(lines[1]).toBe(`  Opened                120  100.0%           ${"█".repeat(50)}`);
    expect(lines[2]).toBe(`  Company                80   66.7%   -33.3%  ${"█".repeat(33)}▍`);
    expect(lines[3]).toBe(`  Contact                60   50.0%   -25.0%  ${"█".repeat(25)}`);
    expect(lines[4]).toBe(`  Summary                41   34.2%   -31.7%  ${"█".repeat(17)}▏`);
    expect(lines[5]).toBe(`  Submitted              30   25.0%   -26.8%  ${"█".repeat(12)}▌`);
    expect(lines[6]).toBe("  Failed submissions      2  submissions refused or not answered");
    expect(lines[7]).toBe("  Leads               28 inquiries, 1 referral");
    // Calls booked: a share of opened, and the change from submitted.
    expect(lines[8]).toBe(`  Call booked            12   10.0%   -60.0%  ${"█".repeat(5)}`);
    // Every bar is its share of a 50-cell bar, to the nearest eighth.
    for (const [i, value] of [row.opened, row.step2, row.step3, row.summary, row.submitted].entries()) {
      expect(eighthsOf(lines[i + 1]!)).toBe(Math.round((value / row.opened) * 50 * 8));
    }
  });

  it("renders a source nobody opened without bars and without dividing by zero", () => {
    const text = renderFunnelBlock(zero, 100, "source", english);
    expect(text).not.toMatch(/NaN|Infinity|[█▏▎▍▌▋▊▉]/);
    expect(text.split("\n").slice(1, 3)).toEqual(["  Opened                  0       -", "  Company                 0       -        -"]);
    expect(text).toContain("  Leads               none");
  });

  it("fits the terminal: bars shrink, go to their own line when narrow, and vanish when there is no room", () => {
    const wide = renderFunnelBlock(row, 200, "source", english).split("\n");
    expect(eighthsOf(wide[1]!)).toBe(50 * 8); // capped, never wider than 50 cells
    const medium = renderFunnelBlock(row, 60, "source", english).split("\n");
    expect(eighthsOf(medium[1]!)).toBe(13 * 8);
    for (const line of medium) expect(Array.from(line).length).toBeLessThan(60);
    const narrow = renderFunnelBlock(row, 40, "source", english).split("\n");
    // The names are cut to what the numbers leave.
    expect(narrow[1]).toBe("  Opened           120  100.0%");
    expect(narrow[2]).toBe(`    ${"█".repeat(35)}`);
    expect(narrow[3]).toBe("  Company           80   66.7%   -33.3%");
    expect(narrow).toContain("  Failed submi…      2  submissions ref");
    for (const line of narrow) expect(Array.from(line).length).toBeLessThan(40);
    const tiny = renderFunnelBlock(row, 8, "source", english);
    expect(tiny).not.toMatch(/[█▏▎▍▌▋▊▉]/);
    expect(tiny).toContain("  Submitted     30   25.0%   -26.8%");
    expect(terminalWidth(undefined)).toBe(80);
    expect(terminalWidth(132)).toBe(132);
  });

  it("reports every source, the total and the leads per source apart from the questionnaire's submissions per opening", () => {
    const text = renderFunnelReport(
      "2026-04-22",
      [
        { ...row, inquiries: 24, won: 2 },
        { ...zero, failed: 1, inquiries: 3, won: 1, referrals: 1 },
      ],
      100,
      "source",
      english,
    );
    expect(text.split("\n")[0]).toBe("Questionnaire funnel since 2026-04-22 (UTC days): Opened > Company > Contact > Summary > Submitted");
    expect(text).toContain("all sources\n  Opened                120  100.0%");
    expect(text).toContain("  Leads               27 inquiries, 1 referral");
    // 30 submitted of 120 opened; the 24 stored inquiries include API leads that had no opening.
    expect(text).toMatch(/ {2}\/internal-tools +24 +2 +0 +25\.0%\n/);
    expect(text).toMatch(/ {2}acme +3 +1 +1 +-\n/);
    // A group with leads and no openings (the API) is in the leads table, without a funnel block.
    const apiOnly = renderFunnelReport("2026-04-22", [row, group("unknown", "", { inquiries: 2 })], 100, "source", english);
    expect(apiOnly).toMatch(/ {2}\(none\) +2 +0 +0 +-\n/);
    expect(apiOnly).not.toContain("(no source)");
    expect(renderFunnelReport("2026-04-22", [], 80, "source", english)).toContain("No funnel counts in this period.");
  });

  it("fits 80 columns: every line of the report, per source and per campaign, long names and large figures included", () => {
    const long = group("partner", "https://a-partner-with-a-very-long-host-name.example.com", {
      ...counts,
      opened: 1234567,
      submitted: 654321,
      inquiries: 123456,
      won: 999,
      referrals: 123456,
    });
    for (const by of ["source", "campaign"] as const) {
      const text = renderFunnelReport("2026-04-22", [long, { ...zero, inquiries: 3, won: 1, referrals: 1 }], 80, by, english);
      expect(text).toContain("submitted per opening");
      for (const line of text.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
  });

  it("prints exactly the JSON shape and CSV with the leads beside the counts", () => {
    expect(
      JSON.parse(
        funnelJson(
          "2026-04-22",
          mergeFunnel(
            [
              { kind: "site", key: "/internal-tools", ...counts, extra: 1 },
              { kind: "partner", key: "acme", opened: null, failed: 1 },
            ],
            [{ kind: "partner", key: "https://partner.example", inquiries: 2 }],
          ),
        ),
      ),
    ).toEqual({
      since: "2026-04-22",
      rows: [
        { source: "/internal-tools", ...counts },
        { source: "acme", opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 1, booked: 0 },
      ],
    });
    expect(funnelCsv([row, group("partner", "https://partner.example", { inquiries: 2, won: 1 })])).toBe(
      [
        '"source","opened","step2","step3","summary","submitted","failed","booked","inquiries","referrals","won"',
        '"/internal-tools","120","80","60","41","30","2","12","0","0","0"',
        '"https://partner.example","0","0","0","0","0","0","0","2","0","1"',
        "",
      ].join("\r\n"),
    );
  });

  it("parses the funnel command and puts only checked values into its SQL", () => {
    const now = new Date("2026-05-10T12:00:00.000Z");
    expect(parseCommandLine(["funnel"], now).command).toEqual({ name: "funnel", sinceDay: "2026-04-10", format: "table" });
    expect(parseCommandLine(["funnel", "--since", "7d", "--source", "/de/", "--format", "json", "--remote"], now)).toEqual({
      command: { name: "funnel", sinceDay: "2026-05-03", source: "/de/", format: "json" },
      target: { remote: true },
    });
    expect(sinceDay("2026-05-01", now)).toBe("2026-05-01");
    for (const argv of [
      ["funnel", "--format", "xlsx"],
      ["funnel", "--source", "x' OR 1=1 --"],
      ["funnel", "--source", `/${"a".repeat(300)}`],
      ["funnel", "--since", "2026-02-30"],
      ["funnel", "--status", "new"],
      ["funnel", "extra"],
      ["list", "inquiries", "--source", "acme"],
    ]) {
      expect(() => parseCommandLine(argv, now), argv.join(" ")).toThrow(UsageError);
    }
    const sql = inlineQueries(funnelQueries("2026-05-03", "source", ["https://agency.test"], "/de/"));
    expect(sql).toContain("FROM funnel_counts WHERE day >= '2026-05-03') WHERE key = '/de/'");
    expect(sql).toContain("FROM referrals WHERE created_at >= '2026-05-03T00:00:00.000Z') WHERE key = '/de/'");
    expect(sql).toContain(`json_each('["https://agency.test"]')`);
    // Cancelled bookings are taken off the booked ones.
    expect(sql).toContain(
      "COALESCE(SUM(CASE WHEN event = 'booked' THEN count END), 0) - COALESCE(SUM(CASE WHEN event = 'cancelled' THEN count END), 0) AS booked",
    );
  });
});

describe("forget", () => {
  const email = "änna.x@bücher.de";
  const message = (fields: Record<string, unknown>) => JSON.stringify({ from: { email: "hello@example.com" }, ...fields });

  it("finds an address in a stored message raw, JSON-escaped, HTML-escaped or percent-encoded, in any case and form", () => {
    for (const text of [
      message({ text: "Referred: Änna <ÄNNA.X@BÜCHER.DE>" }),
      message({ text: "Referred: A\u0308nna.x@bu\u0308cher.de." }),
      '{"text":"Referred: \\u00c4nna.X@B\\u00fccher.de"}',
      message({ html: "<a href=mailto:&#228;nna.x&#x40;b&#xFC;cher.de>&Auml;</a>" }),
      message({ html: '<a href="mailto:%C3%A4nna.x%40b%C3%BCcher.de">write</a>' }),
      // A webhook call stores its body as the exact bytes to send: JSON inside JSON.
      JSON.stringify({ url: "https://hooks.example/x", body: JSON.stringify({ data: { email: "ÄNNA.X@BÜCHER.DE" } }) }),
    ]) {
      expect(messageHolds(text, email), text).toBe(true);
    }
  });

  it("does not take a longer address for the forgotten one", () => {
    for (const text of ["hänna.x@bücher.de", "x.änna.x@bücher.de", "änna.x@bücher.de.at", "änna.x@bücher.dev", "änna.x@bücher-shop.de"]) {
      expect(messageHolds(message({ text }), email), text).toBe(false);
    }
    expect(messageHolds(message({ text: "(änna.x@bücher.de), then" }), email)).toBe(true);
    expect(messageHolds(null, email)).toBe(false);
  });

  it("replaces a mention of the address in someone else's free text, and the name typed next to it", async () => {
    const plan = planForget(
      {
        inquiries: [
          {
            id: "inq_own",
            contact_email: "greta@example.org",
            contact_name: "Greta V",
            company_name: "",
            industry: "",
            project_description: "",
          },
          {
            id: "inq_other",
            contact_email: "otto@example.org",
            contact_name: "Otto",
            company_name: "GRETA@example.org",
            industry: "",
            project_description: "Ask Greta V (greta@example.org), not xgreta@example.org",
          },
        ],
        referrals: [],
        subscribers: [],
        outbox: [],
      },
      "greta@example.org",
    );
    expect(plan.inquiries).toEqual(["inq_own"]);
    expect(plan.redactions).toEqual([
      {
        table: "project_inquiries",
        id: "inq_other",
        columns: { company_name: "[removed]", project_description: "Ask [removed] ([removed]), not xgreta@example.org" },
      },
    ]);
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "project_inquiries (free text)"]);
    expect(erasureLines(erasureOf(plan), 0, await cliText("en"), "will").slice(0, 3)).toEqual([
      "  1  Inquiries (To be erased)",
      "  0  Referrals sent by the person (To be erased)",
      "  1  Other leads mentioning the address (The mention to be replaced by [removed])",
    ]);
  });

  it("plans per table: leads by their address columns, outbox rows by lead, recipient or content", () => {
    const plan = planForget(
      {
        inquiries: [
          { id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" },
          { id: "inq_2", contact_email: "other@x.de" },
        ],
        referrals: [
          { id: "ref_1", email: "max@x.de", referral_email: "A\u0308nna.x@bücher.de" },
          { id: "ref_2", email: "änna.x@bücher.de", referral_email: "eva@x.de" },
          { id: "ref_3", email: "max@x.de", referral_email: "eva@x.de" },
        ],
        subscribers: [{ id: "sub_1", email: "Änna.X@Bücher.DE" }],
        outbox: [
          { id: "out_1", lead_id: "inq_1", recipient: "hello@example.com", message: "{}" },
          { id: "out_2", lead_id: "ref_9", recipient: "eva@x.de, ÄNNA.X@BÜCHER.DE", message: "{}" },
          { id: "out_3", lead_id: "ref_gone", recipient: "hello@example.com", message: message({ text: "änna.x@bücher.de" }) },
          { id: "out_4", lead_id: "inq_2", recipient: "other@x.de", message: message({ text: "nothing" }) },
        ],
      },
      email,
    );
    expect(plan).toEqual({
      inquiries: ["inq_1"],
      referrals: [
        { id: "ref_1", role: "referred" },
        { id: "ref_2", role: "referrer" },
      ],
      subscribers: ["sub_1"],
      outboxByLead: ["out_1"],
      outboxByContent: ["out_2", "out_3"],
      redactions: [],
      mentions: [],
    });
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "referrals", "newsletter_subscribers", "outbox"]);
  });

  it("erases the calendar bookings of an erased inquiry and unmatched ones of the address, and says so", async () => {
    const plan = planForget(
      {
        inquiries: [{ id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" }],
        referrals: [],
        subscribers: [],
        outbox: [],
        bookings: [
          { id: "created:bk1", lead_id: "inq_1", attendee_email: "" },
          { id: "created:bk2", lead_id: null, attendee_email: "änna.x@bücher.de" },
          { id: "created:bk3", lead_id: null, attendee_email: "other@x.de" },
          { id: "created:bk4", lead_id: "inq_2", attendee_email: "" },
        ],
      },
      email,
    );
    expect(plan.bookings).toEqual(["created:bk1", "created:bk2"]);
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "bookings"]);
    const erasure = erasureOf(plan);
    expect(erasureLines(erasure, 0, await cliText("en"), "did").at(-1)).toBe("  2  Booked calls (Erased)");
    expect(forgetDeleteSql(erasure)).toContain(
      `; DELETE FROM bookings WHERE id IN (SELECT value FROM json_each('["created:bk1","created:bk2"]')) RETURNING id; `,
    );
    // The erased inquiry's id alone stays, so a replayed booking webhook stores nothing of it.
    expect(forgetDeleteSql(erasure)).toMatch(
      /; INSERT INTO erased_leads \(id, erased_at\) SELECT value, strftime\('%Y-%m-%dT%H:%M:%fZ', 'now'\) FROM json_each\('\["inq_1"\]'\) WHERE 1 ON CONFLICT \(id\) DO NOTHING$/,
    );
  });

  /** A database in memory that answers the CLI's reads, and applies its deletes and updates unless told to ignore them. */
  function fakeDatabase(
    ignoreDeletes: boolean,
    referrals: Row[] = [{ id: "ref_1", email: "max@x.de", referral_email: "änna.x@bücher.de" }],
  ) {
    const tables: Record<string, Row[]> = {
      project_inquiries: [{ id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" }],
      referrals,
      newsletter_subscribers: [{ id: "sub_1", email: "keep@x.de" }],
      outbox: [
        { id: "out_1", lead_id: "inq_1", recipient: "hello@example.com", subject: "Inquiry", message: "{}" },
        { id: "out_2", lead_id: "sub_1", recipient: "keep@x.de", subject: "Confirm", message: "{}" },
      ],
      bookings: [],
      funnel_counts: [],
      mailbox_caps: [{ purpose: "acknowledgement", mailbox: capHash("änna.x@bücher.de") }],
      lead_notes: [
        { id: 1, lead_id: "inq_1", body: "Called her back" },
        { id: 2, lead_id: "sub_1", body: "Also wrote to änna.x@bücher.de about it" },
      ],
      lead_history: [{ id: 1, lead_id: "inq_1", detail: '{"from":"new","to":"contacted"}' }],
      lead_work: [{ lead_id: "inq_1", next_step_text: "Angebot an änna schicken" }],
    };
    const statements: string[] = [];
    const run: RunSql = async (sql) =>
      sql.split("; ").map((statement) => {
        statements.push(statement);
        const read = /^SELECT .* FROM (\w+)$/.exec(statement);
        if (read) return tables[read[1]!]!.map((row) => ({ ...row }));
        if (statement.startsWith("INSERT INTO erased_leads ")) return [];
        const change =
          /^(?:DELETE FROM (\w+)|UPDATE (\w+) SET (.*)) WHERE (id|mailbox|lead_id) IN \((.*)\) RETURNING (?:id|purpose|lead_id)$/.exec(
            statement,
          );
        if (!change) throw new Error(`unexpected SQL: ${statement}`);
        const table = (change[1] ?? change[2])!;
        const key = change[4]!;
        const list = /^SELECT value FROM json_each\('(.*)'\)$/.exec(change[5]!);
        const ids: string[] = list ? JSON.parse(list[1]!) : [...change[5]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
        const hit = tables[table]!.filter((row) => ids.includes(String(row[key])));
        if (!ignoreDeletes && change[1]) tables[table] = tables[table]!.filter((row) => !ids.includes(String(row[key])));
        if (!ignoreDeletes && change[3]) {
          for (const [, column, value] of change[3].matchAll(/(\w+) = (NULL|'[^']*')/g))
            for (const row of hit) row[column!] = value === "NULL" ? null : value!.slice(1, -1);
        }
        return hit.map((row) => (key === "mailbox" ? { purpose: row.purpose } : { [key]: row[key] }));
      });
    return { tables, run, statements };
  }

  /** Runs forget against `db`, collecting what it prints. */
  async function forgetWith(
    db: ReturnType<typeof fakeDatabase>,
    command: Omit<Extract<Command, { name: "forget" }>, "name">,
    answer?: boolean,
  ) {
    let out = "";
    const questions: string[] = [];
    await runCommand(
      {
        run: db.run,
        out: (text) => (out += text),
        now: new Date(),
        ...(answer === undefined
          ? {}
          : {
              confirm: async (question: string) => {
                questions.push(question);
                return answer;
              },
            }),
      },
      { name: "forget", ...command },
    );
    return { out, questions };
  }

  const reminder = [
    "Copies outside this database are not erased: the notification mails in the",
    "agency's mailbox, CSV or JSON exports made earlier, and D1 Time Travel, which",
    "can restore the database as it was for up to 30 days. Delete what your erasure",
    "procedure asks for there.",
  ];

  it("deletes what it found, reports per table, and checks that nothing is left", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email, yes: true });
    expect(out).toBe(
      [
        "Erased every row holding änna.x@bücher.de:",
        "  1  Inquiries (Erased)",
        "  0  Referrals sent by the person (Erased)",
        "  1  Referrals naming the person (Kept for the referrer without the person's details)",
        "  0  Newsletter sign-ups (Erased)",
        "  1  Mails and webhook calls (Erased)",
        "  0  Consent records (anonymous: they hold no address)",
        "  0  Funnel counters naming the address as their campaign (Now counted without the campaign)",
        "  1  Mail limits of the mailbox (Erased)",
        // Her lead's note and history go with it; another lead's note mentioning her is kept, mention replaced.
        "  4  Staff notes, history and next steps (Erased or cleared of the address; 3 deleted with their lead, 1 mentioning it: replaced)",
        "The referred person's name, e-mail and company become [removed] in ref_1; the",
        "referrer's row and claim stay.",
        "Checked: no place the declaration of personal data names holds it any more.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(db.tables.project_inquiries).toEqual([]);
    expect(db.tables.outbox!.map((row) => row.id)).toEqual(["out_2"]);
    // The referred person is gone from the referral; the referrer's row stays.
    expect(db.tables.referrals).toEqual([
      {
        id: "ref_1",
        email: "max@x.de",
        referral_email: "[removed]",
        referral_name: "[removed]",
        referral_company: "[removed]",
        idempotency_key: null,
        idempotency_body_hash: null,
      },
    ]);
  });

  it("fails, naming table and rows, when a row survives the deletion", async () => {
    const db = fakeDatabase(true);
    const run = runCommand({ run: db.run, out: () => {}, now: new Date() }, { name: "forget", email, yes: true });
    await expect(run).rejects.toThrow(CommandError);
    await expect(run).rejects.toThrow(
      "NOT ERASED: these rows still hold änna.x@bücher.de after deleting: project_inquiries (inq_1); referrals (ref_1); outbox (out_1)",
    );
  });

  it("previews with --dry-run and changes nothing", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email, dryRun: true });
    expect(out).toBe(
      [
        "Dry run: forget would erase these rows holding änna.x@bücher.de:",
        "  1  Inquiries (To be erased)",
        "  0  Referrals sent by the person (To be erased)",
        "  1  Referrals naming the person (To be kept for the referrer without the person's details)",
        "  0  Newsletter sign-ups (To be erased)",
        "  1  Mails and webhook calls (To be erased)",
        "  0  Consent records (anonymous: they hold no address)",
        "  0  Funnel counters naming the address as their campaign (To be counted without the campaign)",
        "  1  Mail limits of the mailbox (To be erased)",
        // Her lead's note and history go with it; another lead's note mentioning her is kept, mention replaced.
        "  4  Staff notes, history and next steps (To be erased or cleared of the address; 3 deleted with their lead, 1 mentioning it: replaced)",
        "The referred person's name, e-mail and company become [removed] in ref_1; the",
        "referrer's row and claim stay.",
        "Nothing was changed (--dry-run). Run it without --dry-run to erase.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(db.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);
  });

  it("asks on a terminal, erases only on yes, and refuses without --yes where nobody can answer", async () => {
    const no = fakeDatabase(false);
    const declined = await forgetWith(no, { email }, false);
    expect(declined.questions).toEqual(["Erase these rows for good? [y/N] "]);
    expect(declined.out).toContain("forget will erase these rows holding änna.x@bücher.de:\n  1  Inquiries (To be erased)\n");
    expect(declined.out).toMatch(/Nothing was erased\.\n$/);
    expect(no.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);

    const yes = fakeDatabase(false);
    const accepted = await forgetWith(yes, { email }, true);
    expect(accepted.out).toContain("Erased every row holding änna.x@bücher.de:");
    expect(yes.tables.project_inquiries).toEqual([]);

    const script = fakeDatabase(false);
    await expect(forgetWith(script, { email })).rejects.toThrow(/nobody can answer here \(not a terminal\): add --yes/);
    expect(script.statements).toEqual([]);
  });

  it("names the Cal.com bookings it erased, so staff erase them there too", async () => {
    const db = fakeDatabase(false);
    db.tables.bookings!.push({ id: "created:uid_1", uid: "uid_1", lead_id: "inq_1", attendee_name: "", attendee_email: "" });
    const { out } = await forgetWith(db, { email, yes: true });
    expect(out.replaceAll("\n", " ")).toContain("Cal.com still holds this person's bookings: uid_1. Erase them there too.");
  });

  it("says when nothing holds the address, and still reminds of the copies elsewhere", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email: "nobody@example.com", yes: true });
    expect(out).toBe(
      [
        "Nothing found: no place the declaration of personal data names holds",
        "nobody@example.com, so nothing was erased.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(out).not.toMatch(/Deleted|Erased/);
    expect(db.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);
  });

  it("erases a won or rewarded referral on request, warning that the reward is still owed", async () => {
    const db = fakeDatabase(false, [
      { id: "ref_won", email: "max@x.de", referral_email: email, status: "won" },
      { id: "ref_own", email, referral_email: "eva@x.de", status: "won" },
      { id: "ref_paid", email, referral_email: "eva@x.de", status: "rewarded" },
    ]);
    const { out } = await forgetWith(db, { email, dryRun: true });
    expect(out).toContain(
      "  2  Referrals sent by the person (To be erased)\n  1  Referrals naming the person (To be kept for the referrer without the person's details)\n",
    );
    const flat = out.replaceAll("\n", " ");
    expect(flat).toContain("WARNING: ref_won is won: the reward is still owed to its referrer, whose row and claim stay");
    expect(flat).toContain("WARNING: ref_own is won and the person erased is its referrer: the reward is still owed to them");
    expect(flat).toContain("WARNING: ref_paid is rewarded and the person erased is its referrer");

    const erased = await forgetWith(db, { email, yes: true });
    expect(erased.out.replaceAll("\n", " ")).toContain("WARNING: ref_won is won: the reward is still owed");
    expect(db.tables.referrals!.map((r) => [r.id, r.status, r.email, r.referral_email])).toEqual([
      ["ref_won", "won", "max@x.de", "[removed]"],
    ]);
  });
});

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
        { name: "export", kind: "inquiries", format: "csv", bom: false, excel: true, out: "week.csv" },
      );
      expect(out).toBe('Wrote 1 inquiry to week.csv for Excel (UTF-8 with BOM, ";" between cells, times\nin Europe/Vienna).\n');
      expect(readFileSync(join(dir, "week.csv"), "utf8")).toBe(
        '\ufeff"Lead-ID";"Eingegangen";"Name des Unternehmens";"Status geändert"\r\n"inq_abcdefghijklmnop";"2026-05-04 10:30";"Bäckerei Müller";""\r\n',
      );
      await runCommand(
        { run, out: () => {}, now: new Date(), env },
        { name: "export", kind: "inquiries", format: "json", bom: false, allColumns: true, out: "all.json" },
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
      await runCommand(
        { run, out: (text) => (out += text), now: new Date(), env },
        { name: "export", kind: "inquiries", format: "csv", bom: false },
      );
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
        { name: "export", kind: "inquiries", format: "csv", bom: false, excel: true },
      );
      expect(out).toBe(leadsCsv(columns, rows, { kind: "inquiries", locale, siteOrigins: new Set() }));
    }
    let german = "";
    await runCommand(
      { run, out: (text) => (german += text), now: new Date(), env: { AGENCY_LOCALE: "de" } },
      { name: "export", kind: "inquiries", format: "csv", bom: false, excel: true },
    );
    expect(german.split("\r\n").slice(0, 2)).toEqual([
      '\ufeff"Lead-ID";"Eingegangen";"Unternehmensgröße";"Unternehmensgröße (Klartext)";"Art des Projekts";"Art des Projekts (Klartext)";"phone"',
      '"inq_abcdefghijklmnop";"2026-05-04 10:30";"=""1-10""";"1–10 Mitarbeitende";"mvp";"MVP-Entwicklung";"=""+43 1 234"""',
    ]);
  });
});

describe("field labels", () => {
  it("names every column a form asks by the contract's label of that field, in English and German", async () => {
    const [en, de] = await Promise.all([labeller("en"), labeller("de")]);
    expect(en.field("inquiries", "company_name")).toBe("Company name");
    expect(de.field("inquiries", "company_name")).toBe("Name des Unternehmens");
    expect(en.field("referrals", "company_name")).toBe("Referrer’s company");
    expect(en.field("inquiries", "status")).toBeUndefined();
    // Every field of both forms has its column, so no field is shown under a bare column name.
    const ids = (labels: object) =>
      Object.values(labels)
        .map((d: { id: string }) => d.id)
        .sort();
    expect(ids(columnLabels.inquiries)).toEqual(ids(inquiryFieldLabels));
    expect(ids(columnLabels.referrals)).toEqual(ids(referralFieldLabels));
  });
});

describe("exports", () => {
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

describe("forget reads every declared place", () => {
  it("reads every table and column the declaration of personal data names", () => {
    const read = forgetReadSql();
    // A table added with personal columns must be read (and erased) by forget: add it to FORGET_TABLES.
    expect(Object.keys(FORGET_TABLES).sort()).toEqual([...new Set(personalColumns().map((p) => p.table))].sort());
    for (const { table, column } of personalColumns())
      expect(read).toMatch(new RegExp(`SELECT [^;]*\\b${column}\\b[^;]* FROM ${table}(;|$)`));
  });

  it("finds the address in attribution, hidden fields, campaigns, a booking, the funnel and the caps, in any domain spelling", () => {
    const email = normalizeEmail("Lea@Bücher.de");
    const own = {
      id: "inq_own",
      contact_email: "lea+news@xn--bcher-kva.de",
      contact_name: "Lea Berg",
      attribution: JSON.stringify({ utm_campaign: "lea@xn--bcher-kva.de" }),
      hidden_fields: JSON.stringify({ contact: "LEA@BÜCHER.DE" }),
      campaign: "lea@bücher.de",
    };
    const other = {
      id: "inq_other",
      contact_email: "max@x.de",
      contact_name: "Max",
      project_description: "Ask Lea Berg (lea@bücher.de) about it",
      attribution: JSON.stringify({ utm_content: "lea@xn--bcher-kva.de", utm_source: "mail" }),
      hidden_fields: null,
      campaign: "spring",
    };
    const plan = planForget(
      {
        inquiries: [own, other],
        referrals: [],
        subscribers: [],
        outbox: [],
        bookings: [{ id: "created:bk", lead_id: null, attendee_name: "Lea Berg", attendee_email: "lea@xn--bcher-kva.de" }],
        funnel: [
          { day: "2026-05-01", source: "/", campaign: "lea@bücher.de", lang: "de", event: "open", step: 0, count: 2 },
          { day: "2026-05-01", source: "/", campaign: "spring", lang: "de", event: "open", step: 0, count: 5 },
        ],
        caps: [{ purpose: "acknowledgement", mailbox: capHash("lea@xn--bcher-kva.de") }],
      },
      email,
      [],
      capHash(email),
    );
    expect(plan.inquiries).toEqual(["inq_own"]);
    expect(plan.bookings).toEqual(["created:bk"]);
    expect(plan.funnel?.map((k) => k.campaign)).toEqual(["lea@bücher.de"]);
    expect(plan.caps).toEqual([capHash(email)]);
    const [redaction] = plan.redactions;
    expect(redaction?.id).toBe("inq_other");
    expect(redaction?.columns.project_description).toBe("Ask [removed] ([removed]) about it");
    expect(JSON.parse(redaction!.columns.attribution!)).toEqual({ utm_content: "[removed]", utm_source: "mail" });
    const sql = forgetDeleteSql(erasureOf(plan));
    expect(sql).toContain("VALUES ('2026-05-01', '/', '(redacted)', 'de', 'open', 0, 2) ON CONFLICT");
    expect(sql).toMatch(
      /DELETE FROM mailbox_caps WHERE mailbox IN \(SELECT value FROM json_each\('\["[0-9a-f]{64}"\]'\)\) RETURNING purpose(;|$)/,
    );
  });
});

describe("option labels", () => {
  it("gives the label the visitor saw, in English and in German, for every stored choice", async () => {
    const [en, de] = await Promise.all([labeller("en").then((l) => l.value), labeller("de").then((l) => l.value)]);
    expect(en("project_type", "landing")).toBe("Landing page");
    expect(de("project_type", "landing")).toBe("Landingpage");
    expect(en("company_size", "501+")).toBe("More than 500 employees");
    expect(de("company_size", "501+")).toBe("Mehr als 500 Mitarbeitende");
    expect(de("project_timeline", "1month")).toBe("Innerhalb eines Monats");
    // Not answered, a code no list holds (any more), a column that holds no choice.
    expect(en("project_type", "")).toBe("");
    expect(en("project_type", "webapp")).toBe("webapp");
    expect(en("contact_name", "mvp")).toBeUndefined();
    expect(optionColumns).toMatchObject({ company_size: "companySize", first_need: "firstNeed", salutation: "salutation" });
    expect(Object.keys(optionColumns)).not.toContain("contact_name");
  });

  it("shows a lead's flags as yes or no in the agency's language, and nothing for a flag never stored", async () => {
    const row: Row = { contact_confirmed: 1, name: "1" };
    expect(withValueLabels(row, await labeller("en"))).toEqual({ contact_confirmed: "yes", name: "1" });
    expect(withValueLabels({ contact_confirmed: 0 }, await labeller("de"))).toEqual({ contact_confirmed: "nein" });
    expect(withValueLabels({ contact_confirmed: "1" }, await labeller("de"))).toEqual({ contact_confirmed: "ja" });
    expect(withValueLabels({ contact_confirmed: null }, await labeller("de"))).toEqual({ contact_confirmed: null });
  });

  it("names a lead's reply language as the inbox and the agency's mail do, all five of them", async () => {
    expect(withValueLabels({ locale: "fr" }, await labeller("en"))).toEqual({ locale: "fr (French)" });
    expect(withValueLabels({ locale: "es" }, await labeller("de"))).toEqual({ locale: "es (Spanisch)" });
    expect(withValueLabels({ locale: "pt" }, await labeller("de"))).toEqual({ locale: "pt" });
  });

  it("shows a lead's choices as code and label, and leaves every other column as stored", async () => {
    const row: Row = { project_type: "mvp", project_timeline: "", company_size: "501+", company_name: "internal", attempts: 3 };
    expect(withValueLabels(row, await labeller("en"))).toEqual({
      project_type: "mvp (MVP development)",
      project_timeline: "",
      company_size: "501+ (More than 500 employees)",
      company_name: "internal",
      attempts: 3,
    });
  });

  it("show names each field by its label and prints the choices' labels beside the codes", async () => {
    const lead = { id: "inq_abcdefghijklmnop", project_type: "internal", company_size: "11-50", idempotency_body_hash: "x" };
    const run: RunSql = async () => [[lead], []];
    let out = "";
    await runCommand({ run, out: (text) => (out += text), now: new Date() }, { name: "show", id: lead.id });
    expect(out).toContain("Project type  internal (Internal tool)\n");
    expect(out).toContain("Company size  11-50 (11–50 employees)\n");
    expect(out).not.toContain("idempotency_body_hash");
    let german = "";
    await runCommand(
      { run, out: (text) => (german += text), now: new Date(), env: { AGENCY_LOCALE: "de" } },
      { name: "show", id: lead.id },
    );
    expect(german).toContain("Unternehmensgröße  11-50 (11–50 Mitarbeitende)\n");
  });
});

describe("--persist-to", () => {
  it("resolves against the directory npm was called from, not the package root", () => {
    const npm = { npm_lifecycle_event: "leads", INIT_CWD: "/home/staff/project/site" };
    expect(persistDir("../state", npm, "/home/staff/project")).toBe("/home/staff/project/state");
    expect(persistDir("/abs/state", npm, "/home/staff/project")).toBe("/abs/state");
    // Run directly (or under another npm script that left INIT_CWD behind): the working directory.
    expect(persistDir("state", { npm_lifecycle_event: "test", INIT_CWD: "/elsewhere" }, "/home/staff/project")).toBe(
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

describe("the agency's clock", () => {
  it("is named in one place, which the mails, the inbox, the digest and the CLI all read", () => {
    const root = new URL("../../", import.meta.url);
    const readers = [
      "worker/mail/staff-notice.ts",
      "worker/mail/booking.ts",
      "worker/staff/working-days.ts",
      "scripts/leads/format.ts",
      "staff/format.ts",
    ];
    for (const file of readers) {
      const text = readFileSync(new URL(file, root), "utf8");
      expect(text, file).not.toContain('"Europe/Vienna"');
      expect(text, file).toContain("AGENCY_TIME_ZONE");
    }
  });
});

describe("the CLI in German (AGENCY_LOCALE=de)", () => {
  const say = async (env: NodeJS.ProcessEnv, run: RunSql, command: Parameters<typeof runCommand>[1]) => {
    let out = "";
    await runCommand({ run, out: (text) => (out += text), now: new Date("2026-05-04T08:30:00.000Z"), env, columns: 80 }, command);
    return out;
  };
  const moved: RunSql = async () => [[{ id: "inq_abcdefghijklmnop" }], [], []];

  it("names the new status by its label and the time in the Austrian form, English keeping the code", async () => {
    const command = { name: "inquiry", id: "inq_abcdefghijklmnop", to: "contacted" } as const;
    expect(await say({ AGENCY_LOCALE: "de" }, moved, command)).toBe("inq_abcdefghijklmnop ist jetzt Kontaktiert (04.05.2026 10:30).\n");
    expect(await say({ AGENCY_LOCALE: "en" }, moved, command)).toBe("inq_abcdefghijklmnop is now contacted (2026-05-04 10:30).\n");
  });

  it("says in German that forget found nothing and where copies remain", async () => {
    const command = { name: "forget", email: "anna@example.com", dryRun: true } as const;
    // Wrapped to 80 columns: read as one line.
    const german = (await say({ AGENCY_LOCALE: "de" }, async () => [], command)).replace(/\s+/g, " ");
    expect(german).toContain("Nichts gefunden: keine Stelle");
    expect(german).toContain("Kopien außerhalb dieser Datenbank werden nicht gelöscht");
    const english = (await say({ AGENCY_LOCALE: "en" }, async () => [], command)).replace(/\s+/g, " ");
    expect(english).toContain("Nothing found: no place the declaration of personal data names holds anna@example.com");
    expect(english).toContain("Copies outside this database are not erased");
  });

  it("heads the tables in German, times as TT.MM.JJJJ HH:MM in Vienna, every line within 80 columns", async () => {
    const de = { AGENCY_LOCALE: "de" };
    const inquiry = {
      id: "inq_abcdefghijklmnop",
      created_at: "2026-05-04T08:30:00.000Z",
      status: "contacted",
      company_name: "Müller & Söhne Gesellschaft m.b.H.",
      contact_name: "Anna Müller",
      contact_email: "anna.mueller@example.at",
    };
    const listed = await say(de, async () => [[inquiry]], { name: "list", kind: "inquiries", limit: 100 });
    expect(listed.split("\n")[0]).toMatch(/^ID +eingegangen +Status +Vor- und Nachname +Zeitrahmen$/);
    expect(listed).toContain("04.05. 10:30");
    expect(listed).toContain("Kontaktiert");
    const mail = {
      id: "out_abcdefghijklmnop",
      created_at: "2026-05-04T08:00:00.000Z",
      kind: "inquiry_notification",
      lead_id: inquiry.id,
      recipient: "office@agency.example",
      status: "dead",
      attempts: 8,
      next_attempt_at: "2026-05-04T09:00:00.000Z",
      last_error: "MailChannels 403",
    };
    const outbox = await say(de, async () => [[mail]], { name: "outbox", onlyDead: false });
    expect(outbox.split("\n")[0]).toMatch(/^ID +.*Status +.*letzter Fehler$/);
    expect(outbox).toContain("1 Nachricht (Mail oder Webhook-Aufruf) nicht zugestellt, 1 aufgegeben.");
    const booking = {
      id: 1,
      uid: "bk_1",
      event: "created",
      status: "booked",
      start_at: "2026-05-06T07:00:00.000Z",
      created_at: mail.created_at,
    };
    const bookings = await say(de, async () => [[{ ...booking, lead_id: null, name: "Anna", email: "a@example.at" }]], {
      name: "bookings",
      since: "2026-05-01T00:00:00.000Z",
      unmatched: false,
    });
    expect(bookings.split("\n")[0]).toMatch(/^gemeldet +Ereignis +Termin +Lead/);
    expect(bookings).toContain("06.05. 09:00");
    expect(bookings).toContain("OHNE ANFRAGE");
    for (const text of [listed, outbox, bookings]) for (const line of text.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
    const english = await say({}, async () => [[inquiry]], { name: "list", kind: "inquiries", limit: 100 });
    expect(english.split("\n")[0]).toMatch(/^id +created +status +Company name +Full name$/);
    expect(english).toContain("05-04 10:30");
  });

  it("explains a refused status move and a refused retry in German", async () => {
    const de = { AGENCY_LOCALE: "de" };
    const refused = async (run: RunSql, command: Parameters<typeof runCommand>[1]) =>
      say(de, run, command).then(
        () => "",
        (err: Error) => err.message,
      );
    expect(await refused(async () => [[], [], [{ status: "won" }]], { name: "inquiry", id: "inq_abcdefghijklmnop", to: "contacted" })).toBe(
      "inq_abcdefghijklmnop kann nicht auf „Kontaktiert“ gesetzt werden: sie steht auf „Gewonnen“, einem Endzustand",
    );
    expect(await refused(async () => [[], []], { name: "outbox-retry", id: "out_abcdefghijklmnop" })).toBe(
      "keine Mail mit der ID out_abcdefghijklmnop",
    );
    const sent = [{ id: "out_abcdefghijklmnop", status: "sent", sent_at: "2026-05-04T08:00:00.000Z" }];
    expect(await refused(async () => [[], sent], { name: "outbox-retry", id: "out_abcdefghijklmnop" })).toBe(
      "out_abcdefghijklmnop wurde am 04.05.2026 10:00 gesendet: ein erneuter Versuch würde sie doppelt senden",
    );
  });

  it("counts the listed leads and says when there are none in German", async () => {
    const rows = [{ id: "inq_abcdefghijklmnop", created_at: "2026-05-04T08:30:00.000Z", status: "new" }];
    const listed = await say({ AGENCY_LOCALE: "de" }, async () => [rows], { name: "list", kind: "inquiries", limit: 100 });
    expect(listed).toContain("Projektanfragen: 1, die neuesten zuerst.");
    const none = await say({ AGENCY_LOCALE: "de" }, async () => [[]], { name: "list", kind: "referrals", limit: 100 });
    expect(none).toBe("Empfehlungen: noch keine.\n");
    const english = await say({ AGENCY_LOCALE: "en" }, async () => [[...rows, ...rows]], { name: "list", kind: "inquiries", limit: 2 });
    expect(english).toContain("Inquiries: 2, newest first (the first 2; --limit shows more).");
  });
});

describe("outbox retry", () => {
  const now = "2026-05-04T08:00:00.000Z";
  const later = "2026-05-04T09:00:00.000Z";
  const rows: Record<string, [status: string, attempts: number, next: string, token: string | null, until: string | null]> = {
    out_dead: ["dead", 8, now, null, null],
    out_failing: ["pending", 2, later, null, null],
    out_sent: ["sent", 1, now, null, null],
    out_claimed: ["pending", 1, now, "t", later],
    out_held: ["pending", 0, later, null, null],
  };
  const retry = (id: string) => {
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE outbox (id TEXT, status TEXT, attempts INTEGER, next_attempt_at TEXT, claim_token TEXT, claimed_until TEXT, sent_at TEXT)",
    );
    for (const [key, [status, attempts, next, token, until]] of Object.entries(rows))
      db.prepare("INSERT INTO outbox VALUES (?, ?, ?, ?, ?, ?, NULL)").run(key, status, attempts, next, token, until);
    const [requeued] = splitStatements(inlineQueries(retryOutboxQueries(id, now))).map((sql) => db.prepare(sql).all());
    return requeued?.length === 1;
  };

  it("queues a dead or failing mail again, never a sent, claimed or held one", () => {
    expect(Object.keys(rows).filter(retry)).toEqual(["out_dead", "out_failing"]);
  });

  it("says why a held mail is not queued again", async () => {
    const held = [{ id: "out_held", status: "pending", attempts: 0, next_attempt_at: later, claimed_until: null }];
    const run: RunSql = async () => [[], held];
    const io = { run, out: () => {}, now: new Date(now), env: {}, columns: 80 };
    await expect(runCommand(io, { name: "outbox-retry", id: "out_held" })).rejects.toThrow("out_held is held until 2026-05-04 11:00");
  });
});

describe("the funnel in German", () => {
  it("names the stages in German and keeps every line within 80 columns, large figures and long names included", async () => {
    const words = funnelWords(await cliText("de"));
    const long = group("partner", "https://a-partner-with-a-very-long-host-name.example.com", {
      opened: 1234567,
      step2: 900000,
      step3: 800000,
      summary: 700000,
      submitted: 654321,
      failed: 12,
      booked: 4321,
      inquiries: 123456,
      won: 999,
      referrals: 1,
    });
    const one = group("partner", "acme", { failed: 1, inquiries: 1 });
    for (const by of ["source", "campaign"] as const) {
      const text = renderFunnelReport("2026-04-22", [long, one], 80, by, words);
      expect(text).toMatch(
        /^Fragebogen-Trichter seit 2026-04-22 \(UTC-Tage\): Geöffnet > Unternehmen >\s+Kontakt > Zusammenfassung > Abgeschickt\n/,
      );
      for (const stage of [
        "  Geöffnet ",
        "  Unternehmen ",
        "  Zusammenfassung ",
        "  Abgeschickt ",
        "  Abschicken fehlgeschlagen ",
        "  Termin gebucht ",
      ])
        expect(text).toContain(stage);
      expect(text).toContain(`  ${"Leads".padEnd(25)}  1 Anfrage, 0 Empfehlungen`);
      for (const line of text.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
    expect(renderFunnelReport("2026-04-22", [], 80, "source", words)).toContain("Keine Trichter-Zahlen in diesem Zeitraum.");
  });
});
