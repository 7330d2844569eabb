import { describe, expect, it } from "vitest";
import { allowedFrom, deliveryState, refusal } from "./commands.ts";
import { CommandError, UsageError } from "./errors.ts";
import { csvCell, localTime, terminalText, toCsv, truncate } from "./format.ts";
import { parseCommandLine, parseSince } from "./parse.ts";
import { forgetSql, sqlText } from "./sql.ts";

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

  it("puts the forgotten address only into escaped literals, lower-cased", () => {
    const sql = forgetSql("O'Brien@Example.com");
    expect(sql).toContain("= 'o''brien@example.com'");
    expect(sql).not.toMatch(/O'Brien/);
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
  });

  it("ends lines with CRLF and puts the BOM first only when asked", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x" }])).toBe('"a","b"\r\n"1","x"\r\n');
    expect(toCsv(["a"], [], true)).toBe('\ufeff"a"\r\n');
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

  it("shows stored UTC times in the local zone", () => {
    const expected = new Date("2026-05-04T08:30:00.000Z");
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(localTime("2026-05-04T08:30:00.000Z")).toBe(
      `${expected.getFullYear()}-${pad(expected.getMonth() + 1)}-${pad(expected.getDate())} ${pad(expected.getHours())}:${pad(expected.getMinutes())}`,
    );
    expect(localTime(null)).toBe("");
  });
});

describe("referral states", () => {
  it("moves forward, rewards only what was won, declines anything not final", () => {
    expect(refusal("new", "contacted")).toBeNull();
    expect(refusal("new", "won")).toBeNull();
    expect(refusal("won", "rewarded")).toBeNull();
    expect(refusal("contacted", "declined")).toBeNull();
    expect(refusal("new", "rewarded")).toMatch(/only a won referral/);
    expect(refusal("won", "contacted")).toMatch(/only move forward/);
    expect(refusal("won", "won")).toMatch(/already won/);
    expect(refusal("rewarded", "declined")).toMatch(/final/);
    expect(refusal("declined", "contacted")).toMatch(/final/);
  });

  it("derives the guard of the UPDATE from the same rules", () => {
    expect(allowedFrom("contacted")).toEqual(["new"]);
    expect(allowedFrom("won")).toEqual(["new", "contacted"]);
    expect(allowedFrom("rewarded")).toEqual(["won"]);
    expect(allowedFrom("declined")).toEqual(["new", "contacted", "won"]);
  });

  it("describes a delivery staff can act on", () => {
    const now = new Date("2026-05-04T08:00:00.000Z");
    expect(deliveryState({ id: "out_x", status: "dead", attempts: 8, last_error: "403" }, now)).toMatch(/^DEAD after 8 attempts: 403\. .*outbox retry out_x/);
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() }, now)).toMatch(/^queued/);
    expect(deliveryState({ status: "pending", attempts: 1, claimed_until: "2026-05-04T08:01:00.000Z" }, now)).toBe("being sent right now");
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
    expect(parseCommandLine(["referral", "ref_abcdefghijklmnop", "won"]).command).toEqual({ name: "referral", id: "ref_abcdefghijklmnop", to: "won" });
    expect(parseCommandLine(["outbox", "--dead"]).command).toEqual({ name: "outbox", onlyDead: true });
    expect(parseCommandLine(["outbox", "retry", "out_abcdefghijklmnop"]).command).toEqual({ name: "outbox-retry", id: "out_abcdefghijklmnop" });
    expect(parseCommandLine(["forget", "o'brien@example.com"]).command).toEqual({ name: "forget", email: "o'brien@example.com" });
    expect(parseCommandLine(["--help"]).command).toEqual({ name: "help" });
  });

  it("refuses what it cannot use before any SQL is built", () => {
    const bad = [
      [],
      ["frobnicate"],
      ["list"],
      ["list", "people"],
      ["list", "inquiries", "--status", "new"],
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
      ["forget", "a@b.com", "c@d.com"],
      ["forget", "a@b.com", "--dead"],
      ["list", "inquiries", "--remote", "--persist-to", "x"],
      ["list", "inquiries", "--unknown"],
    ];
    for (const argv of bad) expect(() => parseCommandLine(argv), argv.join(" ")).toThrow(UsageError);
  });

  it("reads --since as an age or a local date", () => {
    expect(parseSince("12h", now)).toBe("2026-05-10T00:00:00.000Z");
    expect(parseSince("2w", now)).toBe("2026-04-26T12:00:00.000Z");
    expect(parseSince("2026-05-01")).toBe(new Date(2026, 4, 1).toISOString());
    expect(() => parseSince("2026-02-30")).toThrow(UsageError);
  });
});
