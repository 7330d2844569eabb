import { describe, expect, it } from "vitest";
import { allowedFrom, deliveryState, refusal } from "./commands.ts";
import { CommandError, UsageError } from "./errors.ts";
import { csvCell, localTime, terminalText, toCsv, truncate } from "./format.ts";
import {
  bar,
  dropOff,
  funnelCsv,
  funnelJson,
  percent,
  renderFunnelBlock,
  renderFunnelReport,
  terminalWidth,
  toFunnelRows,
} from "./funnel.ts";
import { parseCommandLine, parseSince, sinceDay } from "./parse.ts";
import { forgetSql, funnelSql, sqlText } from "./sql.ts";

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
    expect(deliveryState({ id: "out_x", status: "dead", attempts: 8, last_error: "403" }, now)).toMatch(
      /^DEAD after 8 attempts: 403\. .*outbox retry out_x/,
    );
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

describe("funnel chart", () => {
  const row = { source: "/internal-tools", opened: 120, step2: 80, step3: 60, summary: 41, submitted: 30, failed: 2 };
  const zero = { source: "acme", opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 0 };
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
    const lines = renderFunnelBlock(row, 100, { source: "/internal-tools", inquiries: 28, referrals: 1 }).split("\n");
    expect(lines[0]).toBe("/internal-tools");
    expect(lines[1]).toBe(`  opened       120  100.0%           ${"█".repeat(50)}`);
    expect(lines[2]).toBe(`  step 2        80   66.7%   -33.3%  ${"█".repeat(33)}▍`);
    expect(lines[3]).toBe(`  step 3        60   50.0%   -25.0%  ${"█".repeat(25)}`);
    expect(lines[4]).toBe(`  summary       41   34.2%   -31.7%  ${"█".repeat(17)}▏`);
    expect(lines[5]).toBe(`  submitted     30   25.0%   -26.8%  ${"█".repeat(12)}▌`);
    expect(lines[6]).toBe("  failed         2  submissions refused or not answered");
    expect(lines[7]).toBe("  leads      28 inquiries, 1 referral");
    // Every bar is its share of a 50-cell bar, to the nearest eighth.
    for (const [i, value] of [row.opened, row.step2, row.step3, row.summary, row.submitted].entries()) {
      expect(eighthsOf(lines[i + 1]!)).toBe(Math.round((value / row.opened) * 50 * 8));
    }
  });

  it("renders a source nobody opened without bars and without dividing by zero", () => {
    const text = renderFunnelBlock(zero, 100);
    expect(text).not.toMatch(/NaN|Infinity|[█▏▎▍▌▋▊▉]/);
    expect(text.split("\n").slice(1, 3)).toEqual(["  opened         0       -", "  step 2         0       -        -"]);
    expect(text).toContain("  leads      none");
  });

  it("fits the terminal: bars shrink, go to their own line when narrow, and vanish when there is no room", () => {
    const wide = renderFunnelBlock(row, 200).split("\n");
    expect(eighthsOf(wide[1]!)).toBe(50 * 8); // capped, never wider than 50 cells
    const medium = renderFunnelBlock(row, 60).split("\n");
    expect(eighthsOf(medium[1]!)).toBe(22 * 8);
    for (const line of medium) expect(Array.from(line).length).toBeLessThan(60);
    const narrow = renderFunnelBlock(row, 40).split("\n");
    expect(narrow[1]).toBe("  opened       120  100.0%");
    expect(narrow[2]).toBe(`    ${"█".repeat(35)}`);
    expect(narrow[3]).toBe("  step 2        80   66.7%   -33.3%");
    for (const line of narrow) expect(Array.from(line).length).toBeLessThan(40);
    const tiny = renderFunnelBlock(row, 8);
    expect(tiny).not.toMatch(/[█▏▎▍▌▋▊▉]/);
    expect(tiny).toContain("  submitted     30   25.0%   -26.8%");
    expect(terminalWidth(undefined)).toBe(80);
    expect(terminalWidth(132)).toBe(132);
  });

  it("reports every source, the total and the leads per source with inquiries per opening", () => {
    const text = renderFunnelReport(
      "2026-04-22",
      [row, zero],
      [
        { source: "acme", inquiries: 3, referrals: 1 },
        { source: "/internal-tools", inquiries: 24, referrals: 0 },
      ],
      100,
    );
    expect(text.split("\n")[0]).toBe("Questionnaire funnel since 2026-04-22 (UTC days): opened > step 2 > step 3 > summary > submitted");
    expect(text).toContain("all sources\n  opened       120  100.0%");
    expect(text).toContain("  leads      27 inquiries, 1 referral");
    expect(text).toMatch(/ {2}\/internal-tools +24 +0 +20\.0%\n/);
    expect(text).toMatch(/ {2}acme +3 +1 +-\n/);
    expect(renderFunnelReport("2026-04-22", [], [], 80)).toContain("No funnel counts in this period.");
  });

  it("prints exactly the JSON shape and CSV with the leads beside the counts", () => {
    expect(
      JSON.parse(
        funnelJson(
          "2026-04-22",
          toFunnelRows([
            { ...row, extra: 1 },
            { source: "acme", opened: null },
          ]),
        ),
      ),
    ).toEqual({
      since: "2026-04-22",
      rows: [row, zero],
    });
    expect(funnelCsv([row], [{ source: "http://localhost:8787", inquiries: 2, referrals: 0 }])).toBe(
      [
        '"source","opened","step2","step3","summary","submitted","failed","inquiries","referrals"',
        '"/internal-tools","120","80","60","41","30","2","0","0"',
        '"http://localhost:8787","0","0","0","0","0","0","2","0"',
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
    const sql = funnelSql("2026-05-03", "/de/");
    expect(sql).toContain("day >= '2026-05-03' AND source = '/de/'");
    expect(sql).toContain("created_at >= '2026-05-03T00:00:00.000Z' AND source = '/de/'");
  });
});
